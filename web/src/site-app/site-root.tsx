import { lazy, StrictMode, Suspense, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { AppLocaleProvider } from "../lib/i18n/app-locale.tsx";
import { LocalizedRoutesContext } from "../lib/i18n/localized-routes.ts";
import { JotaiProvider, useAtomValue, type JotaiStore } from "../lib/jotai.ts";
import { dismissToast, toastsAtom } from "../lib/toast/toast.atoms.ts";
import { BlogAlertClosedContext } from "../app/header/blog-alert-state.ts";
import { SiteOriginContext } from "./site-origin.ts";
import { SiteRoutes } from "./site-routes.tsx";

export interface SiteRootProps {
  queryClient: QueryClient;
  store: JotaiStore;
  origin: string;
  notFoundPath: string | null;
  /** The visitor dismissed the blog alert (a cookie the server read). */
  blogAlertClosed: boolean;
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (children: ReactNode) => ReactNode;
  /** The language the server chose (the visitor's account, cookie or browser). */
  locale: Locale;
  /** On the server: collects the message namespaces the page used. */
  usedCatalogs?: Set<string>;
}

/** The public site's tree, identical on the server and in the browser so hydration matches. */
export function SiteRoot({ queryClient, store, origin, notFoundPath, blogAlertClosed, router, locale, usedCatalogs }: SiteRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <AppLocaleProvider initial={locale} used={usedCatalogs} fixed>
            <LocalizedRoutesContext value>
              <SiteOriginContext value={origin}>
                <BlogAlertClosedContext value={blogAlertClosed}>
                  {router(<SiteRoutes notFoundPath={notFoundPath} />)}
                </BlogAlertClosedContext>
                <SiteToasts />
              </SiteOriginContext>
            </LocalizedRoutesContext>
          </AppLocaleProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

// Most visits raise no toast: the region's code loads with the first one.
const ToastRegion = lazy(() => import("../ui/toast-region.tsx").then((m) => ({ default: m.ToastRegion })));

function SiteToasts() {
  const toasts = useAtomValue(toastsAtom);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </Suspense>
  );
}

/** What the server hands the browser inside the page (`<script id="kora-boot" type="application/json">`). */
export interface SiteBoot {
  /** react-query's dehydrated state: the user and every page query the server ran. */
  state: unknown;
  origin: string;
  notFound: boolean;
  blogAlertClosed: boolean;
  locale: Locale;
  /** The message namespaces the page used, loaded before hydrating when the language isn't English. */
  catalogs: string[];
}
