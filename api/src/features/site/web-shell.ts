import type { Context, MiddlewareHandler } from "hono";
import { ME_APPENDS } from "@kora/shared/constants.ts";
import { MAINTENANCE_PATH } from "@kora/shared/domain/routing/guards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "@kora/shared/i18n/locales.ts";
import { localePath, splitLocalePath } from "@kora/shared/i18n/paths.ts";
import type { AppEnv } from "../../http/context.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { renderShell } from "./html.ts";
import { appPage } from "./app-pages.ts";
import { groupLandingPage, groupLandingSlug, guestGroupOf } from "./group-landing.ts";
import { composeSitePage, type SiteBundle, withLanguage } from "./site-renderer.ts";
import { setCookie } from "hono/cookie";

export interface WebShell {
  /** The built web app's index.html. */
  indexHtml: string;
  /** Serves built files (scripts, styles, images) from the runtime's file system. */
  assets: MiddlewareHandler<AppEnv>;
  /** The server-rendered public site, when built (web/dist/site.html and .ssr/entry-server.js). */
  site?: SiteBundle;
}

type InProcess = (request: Request) => Response | Promise<Response>;

/** Calls the API in process as the visitor (their cookie), resolving with the body's `data` (`envelope`: the whole body, `{ data, meta }`). */
function inProcessFetch(c: Context<AppEnv>, handle: InProcess, origin: string) {
  const cookie = c.req.header("cookie");
  return async <T>(path: string, options?: { envelope?: boolean }): Promise<T> => {
    const response = await handle(new Request(`${origin}${path}`, { headers: { Accept: "application/json", ...(cookie && { cookie }) } }));
    const body = (await response.json().catch(() => null)) as { data?: T; error?: { message?: string; code?: string } } | null;
    if (!response.ok)
      throw Object.assign(new Error(body?.error?.message ?? `GET ${path} answered ${response.status}`), {
        status: response.status,
        code: body?.error?.code,
      });
    return (options?.envelope ? body : body?.data) as T;
  };
}

/** The language someone reads Kora in: their account's, else the one they chose (a cookie), else their browser's. */
function preferredLocale(c: Context<AppEnv>): Locale {
  const account = c.get("user");
  return account && !account.is_placeholder && isLocale(account.locale) ? account.locale : requestLocale(c);
}

/**
 * A public page in a language: at its address in that language ("/sv/pricing"), English at the
 * root. At the root, someone who reads Kora in another language is sent to that language's address
 * (crawlers, which ask for none, get English).
 */
async function renderSitePage(
  c: Context<AppEnv>,
  site: SiteBundle,
  handle: InProcess,
  prefixed: Locale | null,
  sitePath: string,
): Promise<Response> {
  const url = new URL(c.req.url);
  c.header("Vary", "Accept-Language, Cookie");
  const preferred = prefixed ?? preferredLocale(c);
  if (preferred !== DEFAULT_LOCALE && prefixed === null) return c.redirect(`${localePath(preferred, sitePath)}${url.search}`, 302);
  const locale = prefixed ?? DEFAULT_LOCALE;
  const origin = c.get("services").config.publicUrl;
  const fetchJson = inProcessFetch(c, handle, origin);
  const me = c.get("user") ? await fetchJson<Me>(`/api/me?append=${ME_APPENDS.join(",")}`).catch(() => null) : null;
  const result = await site.renderer.renderSite({
    url: `${url.pathname}${url.search}`,
    origin,
    me,
    cookie: c.req.header("cookie"),
    fetchJson,
    locale,
  });
  if (result.redirect) return c.redirect(result.redirect.to, result.redirect.status);
  c.header("Cache-Control", "no-cache");
  return c.html(composeSitePage(site, result, origin, sitePath, locale), result.status as 200);
}

/**
 * Every page that isn't the API: built files by path; the public site rendered on the server
 * (content, title, canonical, Open Graph, JSON-LD, and the data the browser hydrates with); the
 * single-page app's index.html for the app's own paths (with the head of its public form pages);
 * and the site's 404 page for anything else.
 */
export function webShell(shell: WebShell, handle: InProcess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith("/api/") || path === "/ws") return next();
    if (path.startsWith("/.")) return next();
    if (path.startsWith("/assets/")) c.header("Cache-Control", "public, max-age=31536000, immutable");
    if (path !== "/" && /\.[a-z0-9]+$/i.test(path)) return shell.assets(c, next);
    const site = shell.site;
    const { locale: prefixed, path: sitePath } = splitLocalePath(path);
    const search = new URL(c.req.url).search;
    // English lives at the root; the app has one address in every language (the prefix becomes the choice).
    if (prefixed === DEFAULT_LOCALE) return c.redirect(`${sitePath}${search}`, 301);
    if (prefixed && (!site || site.renderer.isAppPath(sitePath))) {
      setCookie(c, LOCALE_COOKIE, prefixed, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "Lax" });
      return c.redirect(`${sitePath}${search}`, 302);
    }
    if (site && c.get("services").config.maintenance && sitePath !== MAINTENANCE_PATH && !site.renderer.isAppPath(sitePath))
      return c.redirect(MAINTENANCE_PATH, 302);
    if (site && !site.renderer.isAppPath(sitePath)) return renderSitePage(c, site, handle, prefixed, sitePath);
    c.header("Cache-Control", "no-cache");
    const publicUrl = c.get("services").config.publicUrl;
    const page = appPage(publicUrl, path) ?? (await groupLanding(publicUrl, path, handle));
    c.header("Vary", "Accept-Language, Cookie");
    const html = page ? renderShell(shell.indexHtml, page) : shell.indexHtml;
    return c.html(withLanguage(html, preferredLocale(c)));
  };
}

/**
 * A group's landing page's head, from the API as a guest would call it (never the visitor's cookie:
 * what a link preview shows is what anyone may see); null for other paths and unknown groups.
 */
async function groupLanding(publicUrl: string, path: string, handle: InProcess) {
  const slug = groupLandingSlug(path);
  if (!slug) return null;
  const response = await handle(new Request(`${publicUrl}/api/groups/${slug}`, { headers: { Accept: "application/json" } }));
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const group = guestGroupOf(await response.json().catch(() => null));
  return group && groupLandingPage(publicUrl, group);
}
