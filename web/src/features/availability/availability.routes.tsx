import { redirect, type RouteObject } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { lazySyncSettingsPage } from "../calendar-sync/calendar-sync.api.ts";

/** Calendar pages under /my-kora: my-calendar, its working-hours grid and its calendar sync settings. */
export const availabilityDashboardRoutes: RouteObject[] = [
  { path: "my-calendar", loader: () => redirect(appPath("my-calendar/working-hours")) },
  { path: "my-calendar/working-hours", lazy: () => import("./working-hours-page.tsx").then((m) => ({ Component: m.WorkingHoursPage })) },
  { path: "my-calendar/sync-settings", lazy: lazySyncSettingsPage },
];
