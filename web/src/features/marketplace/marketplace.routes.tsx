import type { RouteObject } from "react-router-dom";

/**
 * Marketplace pages under /my-kora (dashboard layout), e.g. more/favourites. The public ones —
 * /search, /advisors/:userSlug and /advisors/:userSlug/:cardSlug — are pages of the server-rendered
 * site (web/src/features/site/marketplace).
 */
export const marketplaceDashboardRoutes: RouteObject[] = [
  { path: "more/favourites", lazy: () => import("./favourites-page.tsx").then((m) => ({ Component: m.FavouritesPage })) },
];
