import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLocale, LOCALE_COOKIE, type Locale } from "@kora/shared/i18n/locales.ts";
import { negotiateLocale } from "@kora/shared/i18n/negotiate.ts";

/**
 * The language of a request from someone without an account yet: the one they chose on the site
 * (its cookie), else the first their browser asks for that Kora speaks, else English.
 */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : negotiateLocale(c.req.header("accept-language"));
}
