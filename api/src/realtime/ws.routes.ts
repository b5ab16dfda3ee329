import { Hono } from "hono";
import type { UpgradeWebSocket, WSContext } from "hono/ws";
import { clientFrameSchema, parseFrame, type ClientFrame, type ServerFrame } from "@kora/shared/contracts/realtime.ts";
import type { MeetingClientFrame } from "@kora/shared/contracts/meetings.ts";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { FLOOD_CLOSE_CODE, FrameAllowance } from "./frame-allowance.ts";
import { AppError } from "../http/app-error.ts";
import type { AppEnv } from "../http/context.ts";
import type { SocketClient } from "./hub.ts";
import { MESSAGES } from "@kora/shared/messages.ts";

/** Open sockets per address without a session: enough for a visitor's tabs, not for a flood. */
export const ANONYMOUS_SOCKETS_PER_IP = 20;

/**
 * `/ws`: one socket per tab. The session cookie (if any) identifies the user, whose sockets join
 * their private channel; signed-out visitors may only subscribe to public channels (card pages).
 * The handshake's Origin must be one of ours (browsers always send it; cookies ride along cross-site).
 */
export function wsRoutes(upgradeWebSocket: UpgradeWebSocket) {
  const anonymousByIp = new Map<string, number>();
  return new Hono<AppEnv>().get(
    "/",
    async (c, next) => {
      const origin = c.req.header("origin");
      if (!origin || !c.get("services").config.allowedOrigins.includes(origin)) {
        throw new AppError("cross_site", "Sockets from other sites are not allowed.");
      }
      await next();
    },
    async (c, next) => {
      if (!c.get("user") && (anonymousByIp.get(c.get("clientIp")) ?? 0) >= ANONYMOUS_SOCKETS_PER_IP)
        throw new AppError("rate_limited", MESSAGES.tooMany);
      await next();
    },
    upgradeWebSocket((c) => {
      const vars = c.var as AppEnv["Variables"];
      const { hub, log, meetings } = vars.services;
      const userId = vars.user?.id ?? null;
      const ip = vars.clientIp;
      const id = crypto.randomUUID();
      let counted = false;
      // A monotonic clock: the business clock may be moved (KORA_CLOCK_START) and wall time may step.
      const allowance = new FrameAllowance(() => performance.now());
      let client: SocketClient | null = null;
      let flooded = false;
      const release = () => {
        hub.disconnect(id);
        meetings.disconnect(id).catch((error) => log.error("meeting disconnect failed", { error: String(error) }));
        if (counted) anonymousByIp.set(ip, Math.max(0, (anonymousByIp.get(ip) ?? 1) - 1));
        counted = false;
      };
      return {
        onOpen(_event, ws: WSContext) {
          const send = (frame: ServerFrame) => ws.readyState === 1 && ws.send(JSON.stringify(frame));
          if (!userId) {
            anonymousByIp.set(ip, (anonymousByIp.get(ip) ?? 0) + 1);
            counted = true;
          }
          client = { id, userId, send, close: (code: number, reason: string) => ws.close(code, reason) };
          hub.connect(client);
          meetings.connect(id);
          log.debug("socket open", { userId, socketId: id, sockets: hub.size });
        },
        onMessage(event, ws) {
          if (flooded) return;
          const verdict = allowance.take();
          if (verdict === "close") {
            flooded = true;
            log.warn("socket flooding: closed", { userId, socketId: id, code: FLOOD_CLOSE_CODE });
            ws.close(FLOOD_CLOSE_CODE, "too many frames");
            return release();
          }
          if (verdict !== "ok") {
            if (verdict === "warn")
              ws.send(
                JSON.stringify({
                  type: "meeting.refused",
                  roomId: null,
                  code: "rate",
                  message: MEETING_MESSAGES.slowDown,
                } satisfies ServerFrame),
              );
            return;
          }
          const frame = parseFrame(clientFrameSchema, event.data);
          if (!frame) ws.send(JSON.stringify({ type: "error", message: "Unrecognised frame" } satisfies ServerFrame));
          else if (isMeetingFrame(frame)) {
            if (client)
              meetings
                .receive(client, frame)
                .catch((error) => log.error("meeting frame failed", { type: frame.type, error: String(error) }));
          } else hub.receive(id, frame);
        },
        onClose: release,
        onError: release,
      };
    }),
  );
}

const isMeetingFrame = (frame: ClientFrame): frame is MeetingClientFrame => frame.type.startsWith("meeting.");
