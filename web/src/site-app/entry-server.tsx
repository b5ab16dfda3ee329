/**
 * Server rendering of the public site, bundled by `vite build --ssr` into a self-contained module
 * that the Deno API imports (web/dist/.ssr/entry-server.js).
 */
import { prerender } from "react-dom/static.edge";
import { StaticRouter } from "react-router-dom";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { blogAlertClosedIn } from "../app/header/blog-alert-state.ts";
import { createPageStore } from "../lib/jotai.ts";
import { ME_QUERY_KEY } from "../lib/me-query.ts";
import { HeadContext, type HeadCollector, type PageMetaProps } from "./page-meta.tsx";
import { FetchJsonContext, type FetchJson } from "./site-data.tsx";
import { SiteRoot, type SiteBoot } from "./site-root.tsx";
import { matchSitePage, pageModuleId, preloadPage } from "./site-routes.tsx";
import { SITE_PAGES } from "./site-pages.ts";
import { localeBase } from "@kora/shared/i18n/paths.ts";

export { isAppPath } from "./app-paths.ts";

export interface RenderInput {
  /** Path and query, e.g. "/pricing?x=1". */
  url: string;
  origin: string;
  /** The signed-in user as GET /api/me answers it, or null. */
  me: unknown;
  /** The request's Cookie header (the blog alert's state lives there). */
  cookie?: string | null;
  /** Calls the API in process, as the visitor (their cookie). */
  fetchJson: FetchJson;
  /** The page's language: its address's ("/sv/pricing"), English at the root. */
  locale: Locale;
}

export interface RenderResult {
  status: number;
  html: string;
  meta: PageMetaProps | null;
  boot: SiteBoot;
  /** The page's module as Vite's manifest names it, for its stylesheet and script preloads. */
  pageModule: string | null;
  /** The page asked for a redirect (<ServerRedirect>) instead of being shown. */
  redirect?: { to: string; status: 301 | 302 };
}

/** Whether the site renders this path (otherwise it belongs to the single-page app or is missing). */
export const isSitePath = (pathname: string) => matchSitePage(pathname) !== undefined;

/** Every site path without parameters (tests visit them all). */
export const sitePaths = () => SITE_PAGES.filter((page) => !page.path.includes(":")).map((page) => page.path);

/** Static, indexable site paths for sitemap.xml. */
export const sitemapPaths = () => SITE_PAGES.filter((page) => page.sitemap && !page.path.includes(":")).map((page) => page.path);

/** Renders a public page to HTML after all its data has loaded. A path that isn't a site page renders the 404 page. */
export async function renderSite(input: RenderInput): Promise<RenderResult> {
  const basename = localeBase(input.locale);
  // The page's own path, without its language's prefix ("/sv/pricing" is /pricing in Swedish).
  const pathname = new URL(input.url, "http://site").pathname.slice(basename.length) || "/";
  const page = matchSitePage(pathname);
  if (page) await preloadPage(page.page);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(ME_QUERY_KEY, input.me ?? null);
  const head: HeadCollector = { meta: null, status: page ? 200 : 404 };
  const errors: unknown[] = [];
  const blogAlertClosed = blogAlertClosedIn(input.cookie);
  const usedCatalogs = new Set<string>();
  const { prelude } = await prerender(
    <HeadContext value={head}>
      <FetchJsonContext value={input.fetchJson}>
        <SiteRoot
          queryClient={queryClient}
          store={createPageStore()}
          origin={input.origin}
          notFoundPath={page ? null : pathname}
          blogAlertClosed={blogAlertClosed}
          router={(children) => (
            <StaticRouter basename={basename || undefined} location={input.url}>
              {children}
            </StaticRouter>
          )}
          locale={input.locale}
          usedCatalogs={usedCatalogs}
        />
      </FetchJsonContext>
    </HeadContext>,
    // Every boundary inline: React would otherwise "outline" any Suspense boundary over 12.8 KB (a page's
    // route boundary) into a hidden <template> revealed by an inline script, which the CSP (script-src
    // 'self') blocks, so the visitor saw the loading fallback until the browser re-rendered the page.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) console.error(`Rendering ${pathname} failed in part; the browser will finish it.`, errors[0]);
  return {
    status: errors.length > 0 && head.status === 200 ? 500 : head.status,
    html,
    meta: head.meta,
    boot: {
      state: dehydrate(queryClient),
      origin: input.origin,
      notFound: !page,
      blogAlertClosed,
      locale: input.locale,
      catalogs: [...usedCatalogs].sort(),
    },
    pageModule: page ? pageModuleId(page.page) : null,
    redirect: head.redirect,
  };
}
