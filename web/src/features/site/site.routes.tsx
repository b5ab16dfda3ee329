import type { RouteObject } from "react-router-dom";

/**
 * The site feature's pages inside the signed-in app, under /my-kora (dashboard layout): more/favourites.
 * They live in in-app/, which the server-rendered site never bundles (site-routes.tsx). The public marketplace
 * pages — /search, /advisors/:userSlug and /advisors/:userSlug/:cardSlug — are the site's (marketplace/).
 */
export const siteDashboardRoutes: RouteObject[] = [
  { path: "more/favourites", lazy: () => import("./in-app/favourites-page.tsx").then((m) => ({ Component: m.FavouritesPage })) },
];
