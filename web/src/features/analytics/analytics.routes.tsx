import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): Pro analytics. */
export const analyticsDashboardRoutes: RouteObject[] = [
  { path: "analytics", lazy: () => import("./analytics-page.tsx").then((m) => ({ Component: m.AnalyticsPage })) },
];
