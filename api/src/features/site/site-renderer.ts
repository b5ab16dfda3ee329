import { type Locale, textDirection } from "@kora/shared/i18n/locales.ts";
import { alternates, localePath } from "@kora/shared/i18n/paths.ts";
import { headTags, jsonForScript } from "./html.ts";

/** The page's head as the site renders it (web/src/site-app/page-meta.tsx). */
export interface SiteMeta {
  title: string;
  description: string;
  path?: string;
  jsonLd?: unknown;
  noindex?: boolean;
  type?: "website" | "article" | "profile" | "video.other";
  image?: string;
  video?: { url: string; type: string; width?: number; height?: number };
}

export interface SiteRenderResult {
  status: number;
  html: string;
  meta: SiteMeta | null;
  boot: unknown;
  pageModule: string | null;
  redirect?: { to: string; status: 301 | 302 };
}

/** The server-rendering module built from web/src/site-app/entry-server.tsx (web/dist/.ssr/entry-server.js). */
export interface SiteRenderer {
  isSitePath(pathname: string): boolean;
  isAppPath(pathname: string): boolean;
  sitemapPaths(): string[];
  sitePaths(): string[];
  renderSite(input: {
    url: string;
    origin: string;
    me: unknown;
    cookie?: string | null;
    fetchJson: <T>(path: string, options?: { envelope?: boolean }) => Promise<T>;
    locale: Locale;
  }): Promise<SiteRenderResult>;
}

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built site.html with its markers, the manifest of the site build, and the renderer. */
export interface SiteBundle {
  html: string;
  manifest: Record<string, ManifestChunk>;
  renderer: SiteRenderer;
}

/** A page's own stylesheets and scripts beyond what site.html already loads. */
export function pageAssets(
  manifest: Record<string, ManifestChunk>,
  pageModule: string | null,
  loaded: string,
): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) if (!loaded.includes(`/${file}"`)) css.add(`/${file}`);
    if (!loaded.includes(`/${chunk.file}"`)) js.add(`/${chunk.file}`);
    for (const child of chunk.imports ?? []) visit(child);
  };
  if (pageModule) visit(pageModule);
  return { css: [...css], js: [...js] };
}

/**
 * The built chunks of the catalogues a page used in its language (none for English, which comes
 * with the page's code): fetched with the page's own scripts, not after them.
 */
export function catalogueChunks(manifest: Record<string, ManifestChunk>, boot: unknown, locale: Locale): string[] {
  if (locale === "en") return [];
  const names = (boot as { catalogs?: unknown } | null)?.catalogs;
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => {
    const chunk = manifest[`../shared/src/i18n/messages/${String(name)}/${locale}.json`];
    return chunk ? [`/${chunk.file}`] : [];
  });
}

/** The page's `<html>` in the language it is shown in: its `lang` and its direction. */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${textDirection(locale)}">`);
}

/**
 * The complete HTML of a server-rendered page in `locale`: its canonical address is its own
 * language's, and an indexable page names its address in every language (`hreflang`).
 */
export function composeSitePage(bundle: SiteBundle, result: SiteRenderResult, origin: string, sitePath: string, locale: Locale): string {
  const meta = result.meta;
  const path = meta?.path ?? sitePath;
  const url = `${origin}${localePath(locale, path)}`;
  const indexable = result.status === 200 && !meta?.noindex;
  const assets = pageAssets(bundle.manifest, result.pageModule, bundle.html);
  const head = meta
    ? headTags({
        title: meta.title,
        description: meta.description,
        canonical: url,
        type: meta.type ?? "website",
        image: meta.image ? new URL(meta.image, origin).href : `${origin}/img/og-kora.png`,
        noindex: meta.noindex,
        jsonLd: meta.jsonLd,
        video: meta.video ? { ...meta.video, url: new URL(meta.video.url, origin).href } : undefined,
        alternates: indexable ? alternates(path).map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` })) : undefined,
      })
    : [];
  for (const href of assets.css) head.push(`<link rel="stylesheet" crossorigin href="${href}">`);
  for (const href of assets.js) head.push(`<link rel="modulepreload" crossorigin href="${href}">`);
  for (const href of catalogueChunks(bundle.manifest, result.boot, locale))
    head.push(`<link rel="modulepreload" crossorigin href="${href}">`);
  return withLanguage(bundle.html, locale)
    .replace("<!--site-head-->", head.join("\n    "))
    .replace("<!--site-body-->", () => result.html)
    .replace("<!--site-boot-->", () => `<script id="kora-boot" type="application/json">${jsonForScript(result.boot)}</script>`);
}
