import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import type { Services } from "../../services.ts";
import { escapeHtml } from "../../lib/html.ts";
import { LOCALES } from "@kora/shared/i18n/locales.ts";
import { alternates, localePath } from "@kora/shared/i18n/paths.ts";

/** A sitemap entry: an absolute URL, when known its last change (YYYY-MM-DD), and the page in every language. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates?: { hreflang: string; href: string }[];
}

/** Dynamic public pages beyond the site's static paths (articles, cards), as site paths with dates. createApp hands them in. */
export type SitemapSource = (services: Services) => Promise<{ path: string; lastmod?: string }[]>;

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = (e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`);
    return `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: the signed-in app, the API, sign-in and one-off pages. */
export const DISALLOWED = [
  "/api/",
  "/my-kora/",
  "/password-free",
  "/forgot-password",
  "/reset-password",
  "/sign-out",
  "/not-interested",
  "/meet/",
  "/dev/",
];

/**
 * `/sitemap.xml`: the site's static public pages, then each source's pages (articles, cards,
 * advisors), de-duplicated; a page of the server-rendered site (`localized`) once per language,
 * each naming the others. `/robots.txt`: what not to crawl, and where the sitemap is.
 */
export function sitemapRoutes(staticPaths: () => string[], sources: SitemapSource[], localized: (path: string) => boolean = () => false) {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const origin = c.get("services").config.publicUrl;
      const seen = new Set<string>();
      const entries: SitemapEntry[] = [];
      const add = (path: string, lastmod?: string) => {
        if (seen.has(path)) return;
        seen.add(path);
        if (!localized(path)) {
          entries.push({ loc: `${origin}${path}`, lastmod });
          return;
        }
        const links = alternates(path).map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` }));
        for (const locale of LOCALES) entries.push({ loc: `${origin}${localePath(locale, path)}`, lastmod, alternates: links });
      };
      for (const path of staticPaths()) add(path);
      for (const source of sources) for (const page of await source(c.get("services"))) add(page.path, page.lastmod);
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(sitemapXml(entries), 200, { "Content-Type": "application/xml; charset=utf-8" });
    })
    .get("/robots.txt", (c) => {
      const lines = [
        "User-agent: *",
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${c.get("services").config.publicUrl}/sitemap.xml`,
        "",
      ];
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(lines.join("\n"));
    });
}
