import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the Credits page. */
export const creditsDashboardRoutes: RouteObject[] = [
  { path: "more/credits", lazy: () => import("./credits-page.tsx").then((m) => ({ Component: m.CreditsPage })) },
];
