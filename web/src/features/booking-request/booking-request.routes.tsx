import type { RouteObject } from "react-router-dom";

/** Pages under a card (landing layout): book, and respond to an advisor-initiated booking. */
export const bookingRequestPublicRoutes: RouteObject[] = [
  { path: "advisors/:userSlug/:cardSlug/book", lazy: () => import("./book-page.tsx").then((m) => ({ Component: m.BookPage })) },
  { path: "advisors/:userSlug/:cardSlug/respond", lazy: () => import("./respond-page.tsx").then((m) => ({ Component: m.RespondPage })) },
];

/** Pages under /my-kora (dashboard layout): saved payment cards. */
export const bookingRequestDashboardRoutes: RouteObject[] = [
  { path: "my-details/billing", lazy: () => import("./billing-page.tsx").then((m) => ({ Component: m.BillingPage })) },
];
