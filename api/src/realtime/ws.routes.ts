import { Hono } from "hono";
import type { UpgradeWebSocket, WSContext } from "hono/ws";
import { clientFrameSchema, parseFrame, type ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { AppError } from "../http/app-error.ts";
import type { AppEnv } from "../http/context.ts";
import { currentUser, requireUser } from "../http/middleware.ts";

/**
 * `/ws`: one socket per tab, authenticated by the session cookie at the handshake; the handshake's
 * Origin must be one of ours (browsers always send it, and cookies ride along cross-site otherwise).
 */
export function wsRoutes(upgradeWebSocket: UpgradeWebSocket) {
  return new Hono<AppEnv>().get(
    "/",
    async (c, next) => {
      const origin = c.req.header("origin");
      if (!origin || !c.var.services.config.allowedOrigins.includes(origin)) {
        throw new AppError("cross_site", "Sockets from other sites are not allowed.");
      }
      await next();
    },
    requireUser,
    upgradeWebSocket((c) => {
      const vars = c.var as AppEnv["Variables"];
      const { hub, log } = vars.services;
      const userId = currentUser({ var: vars }).id;
      const id = crypto.randomUUID();
      return {
        onOpen(_event, ws: WSContext) {
          const send = (frame: ServerFrame) => ws.readyState === 1 && ws.send(JSON.stringify(frame));
          hub.connect({ id, userId, send, close: (code: number, reason: string) => ws.close(code, reason) });
          log.debug("socket open", { userId, socketId: id, sockets: hub.size });
        },
        onMessage(event, ws) {
          const frame = parseFrame(clientFrameSchema, event.data);
          if (frame) hub.receive(id, frame);
          else ws.send(JSON.stringify({ type: "error", message: "Unrecognised frame" } satisfies ServerFrame));
        },
        onClose() {
          hub.disconnect(id);
        },
        onError() {
          hub.disconnect(id);
        },
      };
    }),
  );
}
