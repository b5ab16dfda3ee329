import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the plan page. */
export const plansDashboardRoutes: RouteObject[] = [
  { path: "more/plan", lazy: () => import("./plan-page.tsx").then((m) => ({ Component: m.PlanPage })) },
];
