import type { RouteObject } from "react-router-dom";

/** Bookings pages under /my-kora: lists, detail and its actions, and the initiate flows. */
export const bookingsDashboardRoutes: RouteObject[] = [];
