import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { matchPath, Route, Routes, useLocation } from "react-router-dom";
import { LandingLayout } from "../app/layouts/landing-layout.tsx";
import { PageLoader } from "../ui/page-loader.tsx";
import { SITE_PAGES } from "./site-pages.ts";
import type { SitePage } from "./site-page.ts";

type PageModule = { default: ComponentType };

/** The 404 page, loaded when a path turns out to be missing (rare, so not on every page's first load). */
const SiteNotFound = lazy(() => import("./site-not-found.tsx").then((m) => ({ default: m.SiteNotFound })));

/** Every page module of the site, loaded on demand (one chunk per page); the feature's signed-in pages (in-app/) are the app's. */
const loaders = import.meta.glob<PageModule>(["../features/site/**/*-page.tsx", "!../features/site/in-app/**"]);
const PREFIX = "../features/site/";

const loaderFor = (page: string) => {
  const load = loaders[`${PREFIX}${page}`];
  if (!load) throw new Error(`No page module ${page} under web/src/features/site`);
  return load;
};

/** Modules already loaded before hydration render at once (no suspended boundary, no flash). */
const ready = new Map<string, ComponentType>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The source path of a page module, as Vite's manifest names it. */
export const pageModuleId = (page: string) => `src/features/site/${page}`;

/** The site page a path shows, if any. */
export function matchSitePage(pathname: string): SitePage | undefined {
  return SITE_PAGES.find((page) => matchPath({ path: page.path, end: true }, pathname));
}

/** Loads a page's module ahead of rendering (the server before it renders, the browser before it hydrates). */
export async function preloadPage(page: string): Promise<void> {
  if (!ready.has(page)) ready.set(page, (await loaderFor(page)()).default);
}

function PageComponent({ page }: { page: string }) {
  const Loaded = ready.get(page);
  if (Loaded) return <Loaded />;
  const Lazy = lazyPages.get(page) ?? lazy(loaderFor(page));
  lazyPages.set(page, Lazy);
  return <Lazy />;
}

/** A path this site doesn't render belongs to the app (or is missing): the server decides, so load it for real. */
function LeaveSite({ notFoundPath }: { notFoundPath: string | null }) {
  const { pathname, search, hash } = useLocation();
  const isServedNotFound = pathname === notFoundPath;
  useEffect(() => {
    if (!isServedNotFound) window.location.assign(`${pathname}${search}${hash}`);
  }, [isServedNotFound, pathname, search, hash]);
  return isServedNotFound ? (
    <Suspense fallback={<PageLoader delayMs={300} />}>
      <SiteNotFound />
    </Suspense>
  ) : (
    <PageLoader delayMs={300} />
  );
}

/** A new page starts at its top (or at its #anchor); the first page keeps what the browser restored. Renders nothing. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll, though the effect only reads the hash
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * The public site's routes, the same on the server and in the browser. `notFoundPath` is the path
 * the server answered with its 404 page (the browser hydrates that page instead of leaving).
 */
export function SiteRoutes({ notFoundPath }: { notFoundPath: string | null }) {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {SITE_PAGES.filter((page) => page.bare).map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <Suspense fallback={null}>
                <PageComponent page={page.page} />
              </Suspense>
            }
          />
        ))}
        <Route element={<LandingLayout />}>
          {SITE_PAGES.filter((page) => !page.bare).map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={
                <Suspense fallback={<PageLoader delayMs={300} />}>
                  <PageComponent page={page.page} />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<LeaveSite notFoundPath={notFoundPath} />} />
        </Route>
      </Routes>
    </>
  );
}
