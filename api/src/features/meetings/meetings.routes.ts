import { Hono } from "hono";
import { mintTurnCredentials, type IceServer } from "../../adapters/turn/turn-credentials.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";

/**
 * `GET /api/meetings/ice-servers`: the ICE servers a signed-in caller (guests too: they hold a
 * placeholder session) may use. With coturn configured, a TURN entry with credentials minted for this
 * user that expire after TURN_TTL_SECONDS; without it, none, and peers use host candidates.
 */
export const meetingsRoutes = new Hono<AppEnv>().get("/ice-servers", requireUser, async (c) => {
  const { config, now } = c.var.services;
  if (!config.turn) return c.json({ data: { iceServers: [] as IceServer[], expiresAt: null } });
  const { server, expiresAtMs } = await mintTurnCredentials({ ...config.turn, userId: currentUser(c).id, nowMs: now().getTime() });
  c.header("cache-control", "no-store");
  return c.json({ data: { iceServers: [server], expiresAt: new Date(expiresAtMs).toISOString() } });
});
