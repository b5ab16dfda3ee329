import type { MeetingToken } from "@kora/shared/contracts/meetings.ts";
import { iceServersFresh, rtcConfiguration, tokenFresh, type IceServers, type MeetingApi } from "./meeting.client.ts";
import type { MeetingTarget } from "./session-types.ts";

/**
 * What a join is made with: the ICE servers every peer connection uses and the join token. Both may
 * be fetched while the preview shows, so "Join now" only sends meeting.join; a failed join or the
 * session's end forgets the prepared token (the next join asks the API again).
 */
export class JoinCredentials {
  private ice: IceServers | null = null;
  /** A join token fetched while the preview showed (used once, while fresh). */
  private preparedToken: MeetingToken | null = null;

  constructor(
    private readonly api: MeetingApi,
    private readonly target: MeetingTarget,
  ) {}

  /** ICE servers were fetched at least once (the spare connection may be made). */
  get hasIce(): boolean {
    return this.ice !== null;
  }

  /** The peer connection settings with the servers we have (none yet: host candidates only). */
  rtcConfiguration(forceRelay: boolean): RTCConfiguration {
    return rtcConfiguration(this.ice?.iceServers ?? [], forceRelay);
  }

  /**
   * No ICE servers yet, or they expire soon: refreshIce() first. (Asked apart, so that with fresh
   * servers nothing is awaited: a rejoin's meeting.join goes out at once.)
   */
  iceStale(): boolean {
    return !iceServersFresh(this.ice, Date.now());
  }

  async refreshIce(): Promise<void> {
    // Without an answer, keep the servers we had (or none: host candidates still connect on one network).
    this.ice = await this.api.iceServers().catch(() => this.ice ?? { iceServers: [], expiresAt: null });
  }

  /** Fetches a join token now, for the join to use later (see freshToken). */
  async prepareToken(): Promise<void> {
    this.preparedToken = await this.api.token(this.target);
  }

  /** A fresh token from the preview's preparation (once), or from the API now. */
  async freshToken(): Promise<string> {
    const prepared = this.preparedToken;
    this.preparedToken = null;
    if (prepared && tokenFresh(prepared, Date.now())) return prepared.token;
    return (await this.api.token(this.target)).token;
  }

  /** Forgets the prepared token: the join failed, or the session ended. */
  clearToken(): void {
    this.preparedToken = null;
  }
}
