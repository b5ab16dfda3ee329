import type { RouteObject } from "react-router-dom";

/** Pages under a card (landing layout): book, and respond to an advisor-initiated booking. */
export const bookingRequestPublicRoutes: RouteObject[] = [];
