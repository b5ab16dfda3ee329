import type { MiddlewareHandler } from "hono";
import { withReadOwner } from "../db/read-owner.ts";
import type { AppContext, AppEnv } from "./context.ts";

const MINUTE = 60_000;

/** Whom a request counts against: the signed-in person, or the address of someone signed out. */
export const personKey = (c: AppContext): string => {
  const user = c.get("user");
  return user ? `user:${user.id}` : `ip:${c.get("clientIp")}`;
};

/**
 * For a route whose answer can cost milliseconds of CPU (its work a read task on the reader pool):
 * each person may ask for `kind` READ_RATE_LIMIT_PER_MINUTE times a minute (then 429), and the read
 * tasks the request runs are theirs (db/read-owner.ts), so a burst of them waits behind itself in
 * the pool rather than in front of everyone else's (db/reader-pool.ts). Mount after the session
 * loader (and after `requireUser` where the route needs one).
 */
export const expensiveRead =
  (kind: string): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const { limiter, config } = c.get("services");
    const person = personKey(c);
    limiter.hit(`read:${kind}:${person}`, config.readRateLimitPerMinute, MINUTE);
    return withReadOwner(person, next);
  };
