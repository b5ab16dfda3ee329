import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the plan page, and staff's Pro requests. */
export const plansDashboardRoutes: RouteObject[] = [
  { path: "more/plan", lazy: () => import("./plan-page.tsx").then((m) => ({ Component: m.PlanPage })) },
  { path: "more/pro-requests", lazy: () => import("./pro-requests-page.tsx").then((m) => ({ Component: m.ProRequestsPage })) },
];
