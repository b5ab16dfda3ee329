import { Hono } from "hono";
import { chatTextSchema, personalRoomTokenInputSchema } from "@kora/shared/contracts/meetings.ts";
import { recordActionSchema } from "@kora/shared/contracts/videos.ts";
import { z } from "zod";
import { mintTurnCredentials, type IceServer } from "../../adapters/turn/turn-credentials.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { bookingCallClients, bookingCallTime } from "./booking-call-reads.ts";
import {
  bookingCallOf,
  bookingChat,
  controlBookingCall,
  type HttpControl,
  postBookingChat,
  recordBookingCall,
} from "./booking-call.service.ts";
import {
  answerPersonalRoomKnock,
  bookingVideoToken,
  requestBookingApproval,
  personalRoom,
  personalRoomToken,
  recordPersonalRoom,
} from "./meeting-access.service.ts";
import { atRoomHome } from "./meeting-router.ts";
import { bookingRoomId, personalRoomId } from "./room-context.ts";
import { findPublicUser } from "../users/users.service.ts";

/** What reads or changes a live room runs on the instance holding it (PROTOCOL.md "Several instances"). */
const atBookingRoom = atRoomHome(async (c) => bookingRoomId(c.req.param("id")!));
const atPersonalRoom = atRoomHome(async (c) => {
  const owner = await findPublicUser(c.get("services"), c.req.param("slug")!);
  return owner ? personalRoomId(owner.id) : null;
});

const noStore = { "cache-control": "no-store" };

/**
 * `/api/meetings`: ICE servers (TURN credentials minted for the caller, expiring after
 * TURN_TTL_SECONDS; none without coturn, and peers use host candidates), and personal rooms.
 */
export const meetingsRoutes = new Hono<AppEnv>()
  .get("/ice-servers", requireUser, async (c) => {
    const { config, now } = c.get("services");
    if (!config.turn) return c.json({ data: { iceServers: [] as IceServer[], expiresAt: null } }, 200, noStore);
    const { server, expiresAtMs } = await mintTurnCredentials({ ...config.turn, userId: currentUser(c).id, nowMs: now().getTime() });
    return c.json({ data: { iceServers: [server], expiresAt: new Date(expiresAtMs).toISOString() } }, 200, noStore);
  })
  .get("/rooms/:slug", atPersonalRoom, async (c) =>
    c.json({ data: await personalRoom(c.get("services"), c.get("user") ?? null, c.req.param("slug")) }, 200, noStore),
  )
  .post("/rooms/:slug/token", requireUser, async (c) => {
    const input = await jsonBody(c, personalRoomTokenInputSchema);
    return c.json({ data: await personalRoomToken(c.get("services"), currentUser(c), c.req.param("slug"), input) }, 200, noStore);
  })
  .post("/rooms/:slug/record", requireUser, atPersonalRoom, async (c) => {
    const input = await jsonBody(c, recordActionSchema);
    const result = await recordPersonalRoom(c.get("services"), currentUser(c), c.req.param("slug"), input);
    return c.json({ data: result }, input.action === "start" ? 201 : 200);
  })
  // A host lets a knocker in or turns them away by URL (as for a booking's call): the desktop app's notification buttons.
  .post("/rooms/:slug/approve/:userId", requireUser, atPersonalRoom, personalKnockAnswer("admit"))
  .post("/rooms/:slug/revoke/:userId", requireUser, atPersonalRoom, personalKnockAnswer("deny"));

function personalKnockAnswer(answer: "admit" | "deny") {
  return async (c: AppContext) => {
    await answerPersonalRoomKnock(c.get("services"), currentUser(c), c.req.param("slug")!, c.req.param("userId")!, answer);
    return c.body(null, 204);
  };
}

/** A host control on a booking's live call, by URL (core §7). 404 for non-parties, 409 with the reason when refused. */
function bookingControl(control: HttpControl) {
  return async (c: AppContext) => {
    await controlBookingCall(c.get("services"), currentUser(c), c.req.param("id")!, c.req.param("userId")!, control);
    return c.body(null, 204);
  };
}

const chatBody = z.object({ text: chatTextSchema });

/** `/api/bookings/:id/…` for the call: the video token and the chat, which stays readable (and writable) in the archive. */
export const bookingMeetingRoutes = new Hono<AppEnv>()
  .post("/:id/video-token", requireUser, async (c) =>
    c.json({ data: await bookingVideoToken(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  )
  .post("/:id/requestApproval", requireUser, async (c) =>
    c.json({ data: await requestBookingApproval(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  )
  .get("/:id/time", requireUser, async (c) =>
    c.json({ data: await bookingCallTime(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  )
  .get("/:id/clients", requireUser, atBookingRoom, async (c) =>
    c.json({ data: await bookingCallClients(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  )
  .get("/:id/chat", requireUser, async (c) =>
    c.json({ data: await bookingChat(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  )
  .post("/:id/host/:userId", requireUser, atBookingRoom, bookingControl({ type: "meeting.control", action: "cohost" }))
  .post("/:id/host/:userId/disable", requireUser, atBookingRoom, bookingControl({ type: "meeting.control", action: "revoke-cohost" }))
  .post("/:id/approve/:userId", requireUser, atBookingRoom, bookingControl({ type: "meeting.answer-knock", answer: "admit" }))
  .post("/:id/revoke/:userId", requireUser, atBookingRoom, bookingControl({ type: "meeting.answer-knock", answer: "deny" }))
  .post("/:id/record", requireUser, atBookingRoom, async (c) => {
    // The 404 for a stranger comes before their body is read.
    await bookingCallOf(c.get("services"), currentUser(c), c.req.param("id"));
    const input = await jsonBody(c, recordActionSchema);
    const result = await recordBookingCall(c.get("services"), currentUser(c), c.req.param("id"), input);
    return c.json({ data: result }, input.action === "start" ? 201 : 200);
  })
  .post("/:id/chat", requireUser, atBookingRoom, async (c) => {
    // Only someone on the booking has their message read: anyone else gets the 404 first.
    const call = await bookingCallOf(c.get("services"), currentUser(c), c.req.param("id"));
    const { text } = await jsonBody(c, chatBody);
    return c.json({ data: await postBookingChat(c.get("services"), currentUser(c), call, text) }, 201);
  });
