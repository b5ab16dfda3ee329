import type { SfuEntry } from "@kora/shared/contracts/meetings.ts";
import { hmacSha1Base64 } from "../../lib/crypto.ts";
import { JanusControl, type JanusControlOptions, janusRoomId } from "./janus-control.ts";
import { mintRoomEntry } from "./janus-token.ts";

/**
 * The SFU as the meeting service sees it (PROTOCOL §4): rooms it opens and closes, the entries it
 * hands participants, and removal. Janus behind it (JanusSfu); null in MeetingPorts when no Janus is
 * configured, and then rooms stop at the mesh's size.
 */
export interface SfuPort {
  /** Makes the SFU room for a Kora room (idempotent): `publishers` is the plan's meeting size. */
  open(room: { roomId: string; description: string; publishers: number; bitrate: number }): Promise<void>;
  /** Whether the SFU room of a Kora room is there (opened, and not closed since). */
  exists(roomId: string): Promise<boolean>;
  /** One participant's way in: their Janus room and short-lived tokens. */
  entry(roomId: string, participantId: string): Promise<SfuEntry>;
  /** Cuts a removed participant's media at the SFU, whatever their client does. */
  remove(roomId: string, participantId: string): Promise<void>;
  /** Ends the SFU room (the Kora room closed); gone already is fine. */
  close(roomId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JanusSfuOptions extends Omit<JanusControlOptions, "tokenTtlSeconds"> {
  /** The Janus WebSocket as browsers reach it. */
  publicUrl: string;
  /** How long a client's tokens live; clients ask for fresh ones before then. */
  entryTtlSeconds?: number;
}

/** A client's SFU tokens live this long (PROTOCOL.md: refreshed with `meeting.sfu-entry`). */
export const SFU_ENTRY_TTL_SECONDS = 600;

/**
 * Janus VideoRoom through the API's own control session (JanusControl), opened on first use and again
 * after Janus restarts. Each room's secret is derived from the admin key and the room id, so every API
 * instance (and this one after a restart) can kick and destroy in rooms another opened.
 */
export class JanusSfu implements SfuPort {
  #control: Promise<JanusControl> | null = null;

  constructor(private readonly options: JanusSfuOptions) {}

  async open(room: { roomId: string; description: string; publishers: number; bitrate: number }): Promise<void> {
    await (await this.#connected()).createRoom({ ...room, secret: await this.#secret(room.roomId) });
  }

  async exists(roomId: string): Promise<boolean> {
    return (await this.#connected()).roomExists(roomId);
  }

  async entry(roomId: string, participantId: string): Promise<SfuEntry> {
    const ttlSeconds = this.options.entryTtlSeconds ?? SFU_ENTRY_TTL_SECONDS;
    const janusRoom = janusRoomId(roomId);
    const { sessionToken, roomToken, expiresAtMs } = await mintRoomEntry({
      secret: this.options.tokenSecret,
      nowMs: this.options.now(),
      ttlSeconds,
      janusRoom,
    });
    return {
      url: this.options.publicUrl,
      room: janusRoom,
      feedId: participantId,
      sessionToken,
      roomToken,
      expiresAt: new Date(expiresAtMs).toISOString(),
    };
  }

  async remove(roomId: string, participantId: string): Promise<void> {
    const control = await this.#connected();
    const present = await control.participants(roomId);
    if (!present.some((p) => String(p.id) === participantId)) return;
    await control.kick(roomId, await this.#secret(roomId), participantId);
  }

  async close(roomId: string): Promise<void> {
    await (await this.#connected()).destroyRoom(roomId, await this.#secret(roomId));
  }

  async stop(): Promise<void> {
    const pending = this.#control;
    this.#control = null;
    if (pending) await (await pending.catch(() => null))?.close();
  }

  /** The control session, connected again when Janus dropped it (a failed attempt is retried next time). */
  #connected(): Promise<JanusControl> {
    const current = this.#control;
    if (current) {
      return current.then((control) => {
        if (!control.closed) return control;
        this.#control = null;
        return this.#connected();
      });
    }
    const attempt = JanusControl.connect(this.options);
    this.#control = attempt;
    attempt.catch(() => {
      if (this.#control === attempt) this.#control = null;
    });
    return attempt;
  }

  #secret(roomId: string): Promise<string> {
    return hmacSha1Base64(this.options.adminKey, `room-secret:${roomId}`);
  }
}
