/** The public site in the browser: hydrates the server's HTML with the data it shipped. */
// First, so the shared utility classes come before the CSS of the pages loaded later.
import "../ui/utilities.css";
import "../ui/utilities-text.css";
import "../ui/utilities-boxes.css";
import "../ui/utilities-controls.css";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { useEffect } from "react";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { preloadCatalogs } from "../lib/i18n/catalogs.ts";
import { appStore } from "../lib/jotai.ts";
import { queryClient } from "../lib/query-client.ts";
import { SiteRoot, type SiteBoot } from "./site-root.tsx";
import { matchSitePage, preloadPage } from "./site-routes.tsx";
import "../ui/tokens.css";
import "../ui/base.css";
import { localeBase } from "@kora/shared/i18n/paths.ts";

const boot = JSON.parse(document.getElementById("kora-boot")?.textContent ?? "{}") as SiteBoot;
hydrate(queryClient, boot.state as DehydratedState);
const locale = boot.locale ?? "en";
const basename = localeBase(locale);
const page = matchSitePage(window.location.pathname.slice(basename.length) || "/");
await Promise.all([page && preloadPage(page.page), preloadCatalogs(boot.catalogs ?? [], locale)]);

const root = document.getElementById("root");
if (!root) throw new Error("site.html has no #root");
hydrateRoot(
  root,
  <SiteRoot
    queryClient={queryClient}
    store={appStore}
    origin={boot.origin}
    notFoundPath={boot.notFound ? window.location.pathname.slice(basename.length) || "/" : null}
    blogAlertClosed={boot.blogAlertClosed}
    locale={locale}
    router={(children) => (
      <BrowserRouter basename={basename || undefined}>
        <HydrationMark />
        {children}
      </BrowserRouter>
    )}
  />,
);

/** Marks the document once React has taken over (tests and the speed benchmark wait for it). Renders nothing. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
