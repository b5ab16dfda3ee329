import { api } from "../../lib/api-client.ts";
import type { ActivityBody } from "./activity-tracker.ts";

/** `POST /api/users/activity`, quietly: no toast and no session side effects on any failure. */
export const postActivity = (body: ActivityBody): Promise<unknown> => api.post("/api/users/activity", body, { quiet: true });
