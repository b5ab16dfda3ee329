import type { RouteObject } from "react-router-dom";

/** Billing pages under /my-kora (dashboard layout): the billing page and a printable receipt. */
export const billingDashboardRoutes: RouteObject[] = [
  { path: "my-details/billing", lazy: () => import("./billing-page.tsx").then((m) => ({ Component: m.BillingPage })) },
  {
    path: "my-details/billing/receipts/:id",
    lazy: () => import("./receipt-page.tsx").then((m) => ({ Component: m.ReceiptPage })),
  },
];
