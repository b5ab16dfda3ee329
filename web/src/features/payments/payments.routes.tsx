import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the advisor settings (payouts and earnings). */
export const payoutsDashboardRoutes: RouteObject[] = [
  {
    path: "my-details/advisor-settings",
    lazy: () => import("./advisor-settings-page.tsx").then((m) => ({ Component: m.AdvisorSettingsPage })),
  },
];
