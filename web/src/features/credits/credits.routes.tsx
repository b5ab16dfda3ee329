import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the Credits page, and staff's voucher codes. */
export const creditsDashboardRoutes: RouteObject[] = [
  { path: "more/credits", lazy: () => import("./credits-page.tsx").then((m) => ({ Component: m.CreditsPage })) },
  { path: "more/vouchers", lazy: () => import("./issue-vouchers-page.tsx").then((m) => ({ Component: m.IssueVouchersPage })) },
];
