import type { RouteObject } from "react-router-dom";

/** Card authoring and review pages under /my-kora (dashboard layout). */
export const cardsDashboardRoutes: RouteObject[] = [];
/** Card pages outside the dashboard (landing layout), e.g. /advisors/:userSlug/:cardId/edit. */
export const cardsPublicRoutes: RouteObject[] = [];
