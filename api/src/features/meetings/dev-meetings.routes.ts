import { Hono } from "hono";
import { roomIdSchema } from "@kora/shared/contracts/meetings.ts";
import { z } from "zod";
import type { AppEnv } from "../../http/context.ts";
import { AppError, forbidden } from "../../http/app-error.ts";
import { jsonBody } from "../../http/validate.ts";
import { liveRooms } from "./live-rooms.ts";

/**
 * `/api/dev/meetings` (embedded mode, loopback only, like the dev mailbox): moves a live room to the
 * SFU before it reaches 11 people, through the same path as the 11th person's arrival, so the SFU can
 * be tried (and its end-to-end specs and benchmark run) with two or three browsers. Only a host or
 * co-host in the call may ask.
 */
export const devMeetingRoutes = new Hono<AppEnv>().post("/topology", async (c) => {
  const { roomId } = await jsonBody(c, z.object({ roomId: roomIdSchema, topology: z.literal("sfu") }));
  const meetings = liveRooms(c.get("services"));
  const userId = c.get("user")?.id;
  const role = userId ? meetings.roleIn(roomId, userId) : null;
  if (role !== "host" && role !== "cohost") throw forbidden("Only a host in the call can move it to the SFU.");
  if (!(await meetings.moveToSfu(roomId))) throw new AppError("conflict", "This server has no SFU (JANUS_URL is not set).");
  return c.json({ data: { roomId, topology: "sfu" as const } });
});
