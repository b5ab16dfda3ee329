import { z } from "zod";
import { meetingTokenSchema, type MeetingToken, type PersonalRoomTokenInput } from "@kora/shared/contracts/meetings.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { api, isApiError } from "../../../lib/api-client.ts";
import { ensureMe, setSignedIn } from "../../../lib/session.ts";
import type { MeetingTarget } from "./session-types.ts";

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
const iceServersSchema = z.object({ iceServers: z.array(iceServerSchema), expiresAt: z.string().nullable() });
export type IceServers = z.infer<typeof iceServersSchema>;

/** The peer connection settings every peer of a session uses: the API's servers only (never a public STUN default). */
export function rtcConfiguration(servers: IceServers["iceServers"], forceRelay: boolean): RTCConfiguration {
  return {
    iceServers: servers.map((server) => ({ ...server })),
    iceTransportPolicy: forceRelay ? "relay" : "all",
    bundlePolicy: "max-bundle",
  };
}

/** TURN credentials expire: fetch new ones when less than this is left. */
const ICE_REFRESH_MARGIN_MS = 60_000;

export function iceServersFresh(servers: IceServers | null, nowMs: number): boolean {
  if (!servers) return false;
  return servers.expiresAt === null || Date.parse(servers.expiresAt) - nowMs > ICE_REFRESH_MARGIN_MS;
}

/** A join token with more than this left is used as it is; otherwise a new one is asked for. */
const TOKEN_REFRESH_MARGIN_MS = 60_000;

export function tokenFresh(token: MeetingToken, nowMs: number): boolean {
  return Date.parse(token.expiresAt) - nowMs > TOKEN_REFRESH_MARGIN_MS;
}

/** The HTTP calls a session makes; tests pass fakes. */
export interface MeetingApi {
  /** Personal rooms: signs a guest in with a first name when nobody is signed in (the protocol's guest session). */
  ensureSession(firstName: string | undefined): Promise<void>;
  /** Someone (a member or a guest) is signed in already: a personal room's token may be fetched during the preview. */
  hasSession?(): Promise<boolean>;
  token(target: MeetingTarget): Promise<MeetingToken>;
  iceServers(): Promise<IceServers>;
}

/** A join needs a signed-in user (or a guest with a first name); said in words people read. */
export class JoinError extends Error {
  override readonly name = "JoinError";
  /** true: the call cannot happen (outside the window, not a party): the session ends. */
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/**
 * How a failed join ends: `final` (the call can't happen: not a party, outside the window, no such
 * room) ends the session with the message; otherwise the preview shows it and joining may be retried.
 */
export function joinFailure(error: unknown): { final: boolean; message: string } {
  const message = error instanceof Error && error.message ? error.message : "Joining didn't work. Please try again.";
  if (error instanceof JoinError) return { final: error.final, message };
  return { final: isApiError(error) && [403, 404, 409].includes(error.status), message };
}

/** Where a session asks for its token: a booking's video token, or a personal room's (naming the card knocked from). */
export function tokenRequest(target: MeetingTarget): { path: string; body: PersonalRoomTokenInput | undefined } {
  if (target.kind === "booking")
    return {
      path: `/api/bookings/${encodeURIComponent(target.bookingId)}/${target.ask ? "requestApproval" : "video-token"}`,
      body: undefined,
    };
  return {
    path: `/api/meetings/rooms/${encodeURIComponent(target.slug)}/token`,
    body: target.cardId ? { cardId: target.cardId } : {},
  };
}

const guestAnswerSchema = z.object({ user: meSchema, token: z.string() });

export const httpMeetingApi: MeetingApi = {
  async ensureSession(firstName) {
    if (await ensureMe()) return;
    if (!firstName?.trim()) throw new JoinError("Please tell the host your first name.", false);
    const answer = await api.post("/api/guests", { firstName: firstName.trim() }, { schema: guestAnswerSchema, toast: false });
    setSignedIn(answer.user);
  },
  async hasSession() {
    return (await ensureMe()) !== null;
  },
  token(target) {
    const { path, body } = tokenRequest(target);
    return api.post(path, body, { schema: meetingTokenSchema, toast: false });
  },
  iceServers() {
    return api.get("/api/meetings/ice-servers", { schema: iceServersSchema, quiet: true });
  },
};
