import { BRAND } from "@kora/shared/brand.ts";
import { getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../../http/context.ts";

/**
 * The activity session's cookie (public-site §9: the session id in a secure, strict cookie): HttpOnly,
 * SameSite=Strict, only sent to /api, Secure whenever the app is reached over https. No Max-Age: it
 * ends with the browser, and the server ends it after an idle hour anyway.
 */
export const ACTIVITY_COOKIE = `${BRAND.slug}_activity`;

function isHttps(c: AppContext): boolean {
  const { config } = c.get("services");
  if (config.mode === "production" || config.publicUrl.startsWith("https:")) return true;
  if (config.trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

export const readActivityCookie = (c: AppContext): string | undefined => getCookie(c, ACTIVITY_COOKIE);

export function writeActivityCookie(c: AppContext, sessionId: string): void {
  setCookie(c, ACTIVITY_COOKIE, sessionId, { httpOnly: true, secure: isHttps(c), sameSite: "Strict", path: "/api" });
}
