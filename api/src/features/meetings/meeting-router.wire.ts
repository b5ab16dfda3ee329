import { z } from "zod";
import { meetingClientFrames, meetingServerFrames } from "@kora/shared/contracts/meetings.ts";

/** The largest request body forwarded to a room's home (chat messages and record actions are far smaller). */
export const FORWARD_BODY_LIMIT = 64 * 1024;

const socketId = z.string().min(1).max(128);
const pairs = z.array(z.tuple([z.string().max(256), z.string().max(8192)])).max(100);

/**
 * What instances send each other about meetings over the bus (meeting-router.ts), checked on receipt;
 * frames through the meeting frame schemas.
 */
export const routerEnvelopeSchema = z.discriminatedUnion("kind", [
  /** A socket's frame, for the room's home. */
  z.object({
    kind: z.literal("frame"),
    socketId,
    userId: z.string().max(64).nullable(),
    frame: z.discriminatedUnion("type", [...meetingClientFrames]),
  }),
  /** The socket closed on its instance: whatever it held in rooms here goes (`dropped`). */
  z.object({ kind: z.literal("closed"), socketId }),
  /** A frame from the room's home, for one socket on the instance it is sent to. */
  z.object({ kind: z.literal("deliver"), socketId, frame: z.discriminatedUnion("type", [...meetingServerFrames]) }),
  /** An HTTP request into a live room, run by its home (record, host controls, chat). */
  z.object({
    kind: z.literal("http"),
    id: z.string().uuid(),
    method: z.enum(["GET", "POST"]),
    url: z.string().max(2048),
    headers: pairs,
    body: z.string().max(FORWARD_BODY_LIMIT).nullable(),
    clientIp: z.string().max(128),
  }),
  z.object({ kind: z.literal("http-reply"), id: z.string().uuid(), status: z.number().int(), headers: pairs, body: z.string() }),
  /** Is the instance that sent sockets here still there? (a publish that nobody receives says no). */
  z.object({ kind: z.literal("ping") }),
]);
export type RouterEnvelope = z.infer<typeof routerEnvelopeSchema>;
export type HttpRequestEnvelope = Extract<RouterEnvelope, { kind: "http" }>;
export type HttpReplyEnvelope = Extract<RouterEnvelope, { kind: "http-reply" }>;
