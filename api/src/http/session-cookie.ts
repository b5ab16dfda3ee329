import { BRAND } from "@kora/shared/brand.ts";
import { SESSION_IDLE_DAYS } from "@kora/shared/constants.ts";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "./context.ts";

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
const cookieName = (c: AppContext) =>
  c.get("services").config.mode === "production" ? `__Host-${BRAND.slug}_session` : `${BRAND.slug}_session`;

function isHttps(c: AppContext): boolean {
  const { config } = c.get("services");
  if (config.mode === "production") return true;
  if (config.trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

export function readSessionCookie(c: AppContext): string | undefined {
  return getCookie(c, cookieName(c));
}

export function writeSessionCookie(c: AppContext, token: string): void {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: "Strict",
    path: "/",
    maxAge: SESSION_IDLE_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: AppContext): void {
  deleteCookie(c, cookieName(c), { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Strict" });
}
