import { api } from "../../lib/api-client.ts";
import type { ActivityBody } from "./activity-tracker.ts";

/**
 * `POST /api/users/activity` with a batch of events, quietly: no toast and no session side effects on
 * any failure. `keepalive` lets the request finish after the page is hidden or closed (same-origin
 * fetch, so the session and activity cookies go with it, unlike a beacon's headers).
 */
export const postActivity = (body: ActivityBody, options: { keepalive: boolean }): Promise<unknown> =>
  api.post("/api/users/activity", body, { quiet: true, keepalive: options.keepalive });
