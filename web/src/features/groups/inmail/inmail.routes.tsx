import type { RouteObject } from "react-router-dom";

/** InMail's pages under /my-kora (dashboard layout), inside the admin console: sent list, compose, one email. */
export const inmailDashboardRoutes: RouteObject[] = [
  { path: "console/inmail", lazy: () => import("./inmail-list-page.tsx").then((m) => ({ Component: m.InMailListPage })) },
  { path: "console/inmail/new", lazy: () => import("./inmail-compose-page.tsx").then((m) => ({ Component: m.InMailComposePage })) },
  { path: "console/inmail/:emailId", lazy: () => import("./inmail-detail-page.tsx").then((m) => ({ Component: m.InMailDetailPage })) },
];
