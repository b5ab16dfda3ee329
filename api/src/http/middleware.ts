import type { MiddlewareHandler } from "hono";
import type { UserRow } from "../features/users/users.table.ts";
import type { Services } from "../services.ts";
import { AppError, forbidden, notFound, unauthenticated } from "./app-error.ts";
import type { AppContext, AppEnv } from "./context.ts";
import { readSessionCookie } from "./session-cookie.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a browser request comes from one of our own origins. Requests without browser headers pass.
 * Under our `Referrer-Policy: no-referrer` a plain HTML form post (the no-JavaScript contact and
 * unsubscribe forms) carries `Origin: null`; it passes only when the browser says it is same-origin.
 */
export function isSameSiteRequest(origin: string | undefined, fetchSite: string | undefined, allowed: readonly string[]): boolean {
  if (origin === "null") return fetchSite === "same-origin";
  if (origin) return allowed.includes(origin);
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

/** CSRF defence in depth beside SameSite=Strict: state-changing requests from other sites get 403. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const ok = isSameSiteRequest(c.req.header("origin"), c.req.header("sec-fetch-site"), c.get("services").config.allowedOrigins);
    if (!ok) throw new AppError("cross_site", "Requests from other sites are not allowed.");
  }
  await next();
};

/** The session store's answer for a cookie's token: who is signed in, or undefined for an unknown or expired session. */
export type SessionLookup = (services: Services, token: string) => Promise<{ user: UserRow; sessionHash: string } | undefined>;

/**
 * Loads the signed-in user from the session cookie, if any. The store is a port: createApp hands in
 * the auth feature's lookup, so http/ never calls a feature.
 */
export function sessionLoader(lookup: SessionLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    const found = token ? await lookup(c.get("services"), token) : undefined;
    c.set("user", found?.user ?? null);
    c.set("sessionHash", found?.sessionHash ?? null);
    await next();
  };
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) throw unauthenticated();
  await next();
};

/** Staff only (after `requireUser`): anyone else gets 403 before their request is read. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).is_staff) throw forbidden();
  await next();
};

/** The signed-in user; only call behind `requireUser`. */
export function currentUser(c: { get(key: "user"): AppEnv["Variables"]["user"] }) {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}

/** Whether a socket address is this machine's own (IPv4 127/8, IPv6 ::1, or IPv4-mapped loopback). */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (/^(::ffff:)?127(\.\d{1,3}){3}$/.test(address) || address === "::1");

/**
 * Serves a route only to clients on this machine (by the socket's address, never a forwarded header):
 * the embedded dev mailbox shows everyone's sign-in codes, so a Kora started with HOST=0.0.0.0 must not
 * hand them to the network. Others get a plain 404, as if the route did not exist.
 */
export function loopbackOnly(socketAddress: (c: AppContext) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopbackAddress(socketAddress(c))) throw notFound();
    await next();
  };
}
