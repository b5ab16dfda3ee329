import type { RouteObject } from "react-router-dom";
import { searchLoader } from "./use-search-filters.ts";

/** Marketplace pages in the landing layout: /search, /advisors/:userSlug, /advisors/:userSlug/:cardSlug. */
export const marketplacePublicRoutes: RouteObject[] = [
  { path: "search", loader: searchLoader, lazy: () => import("./search-page.tsx").then((m) => ({ Component: m.SearchPage })) },
  { path: "advisors/:userSlug", lazy: () => import("./advisor-page.tsx").then((m) => ({ Component: m.AdvisorPage })) },
  { path: "advisors/:userSlug/:cardSlug", lazy: () => import("./card-page.tsx").then((m) => ({ Component: m.CardPage })) },
];
/** Marketplace pages under /my-kora (dashboard layout), e.g. more/favourites. */
export const marketplaceDashboardRoutes: RouteObject[] = [
  { path: "more/favourites", lazy: () => import("./favourites-page.tsx").then((m) => ({ Component: m.FavouritesPage })) },
];
