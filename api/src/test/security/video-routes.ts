import type { RouteKey, RouteRow } from "./route-rows.ts";

/** The route table's rows for the video library (issue 15): library, owner controls, public pages, media, recording. */
export const VIDEO_ROUTES: Record<RouteKey, RouteRow> = {};
