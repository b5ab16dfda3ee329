import type { RouteObject } from "react-router-dom";

/** Calendar pages under /my-kora: my-calendar and its working-hours grid. */
export const availabilityDashboardRoutes: RouteObject[] = [];
