import type { RouteKey, RouteRow } from "./route-rows.ts";

/** The route table's rows for tus uploads (issue 15). */
export const UPLOAD_ROUTES: Record<RouteKey, RouteRow> = {};
