import type { RouteObject } from "react-router-dom";

/** Marketplace pages in the landing layout: /search, /advisors/:userSlug, /advisors/:userSlug/:cardSlug. */
export const marketplacePublicRoutes: RouteObject[] = [];
/** Marketplace pages under /my-kora (dashboard layout), e.g. more/favourites. */
export const marketplaceDashboardRoutes: RouteObject[] = [];
