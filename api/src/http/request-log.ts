import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and logs one line per request. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  await next();
  c.header("X-Request-Id", requestId);
  const path = new URL(c.req.url).pathname;
  if (!path.startsWith("/api") && !path.startsWith("/ws")) return;
  c.var.services.log.info("request", {
    requestId,
    method: c.req.method,
    path,
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    userId: c.var.user?.id,
  });
};
