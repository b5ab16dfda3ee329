import { redirect, type RouteObject } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";

/** Calendar pages under /my-kora: my-calendar and its working-hours grid. */
export const availabilityDashboardRoutes: RouteObject[] = [
  { path: "my-calendar", loader: () => redirect(appPath("my-calendar/working-hours")) },
  { path: "my-calendar/working-hours", lazy: () => import("./working-hours-page.tsx").then((m) => ({ Component: m.WorkingHoursPage })) },
];
