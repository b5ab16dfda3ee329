import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

const REQUEST_ID = /^[\w.-]{8,64}$/;
/** This process's requests are numbered after a random prefix: unique across restarts and instances, and cheap. */
const PROCESS = crypto.randomUUID().slice(0, 8);
let counter = 0;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and logs one line per API request. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : `${PROCESS}-${(++counter).toString(36)}`;
  c.set("requestId", requestId);
  // Set before the response exists: once it does, c.header() must copy the whole response.
  c.header("X-Request-Id", requestId);
  const started = performance.now();
  await next();
  // A handler that built its own Response (files, redirects) left the header behind.
  const headers = c.res.headers;
  if (!headers.has("x-request-id")) headers.set("X-Request-Id", requestId);
  const { log } = c.get("services");
  if (!log.enabled("info")) return;
  // A private calendar feed's address is its only key (calendar-sync): the token never reaches the log.
  const path = c.req.path.replace(/^(\/api\/calendar-feed\/)[^/]+/, "$1…");
  if (!path.startsWith("/api") && !path.startsWith("/ws")) return;
  log.info("request", {
    requestId,
    method: c.req.method,
    path,
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    userId: c.get("user")?.id,
  });
};
