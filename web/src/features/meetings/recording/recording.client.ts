import { type RecordAction, type RecordResult, recordResultSchema } from "@kora/shared/contracts/videos.ts";
import { api } from "../../../lib/api-client.ts";
import type { MeetingTarget } from "../engine/session-types.ts";

/** The record control's HTTP call (core §7 bookings `record`; personal rooms alike). */
export interface RecordApi {
  act(target: MeetingTarget, action: RecordAction, videoId?: string): Promise<RecordResult>;
}

export const recordPath = (target: MeetingTarget) =>
  target.kind === "booking"
    ? `/api/bookings/${encodeURIComponent(target.bookingId)}/record`
    : `/api/meetings/rooms/${encodeURIComponent(target.slug)}/record`;

export const httpRecordApi: RecordApi = {
  act: (target, action, videoId) =>
    api.post(recordPath(target), { action, ...(videoId ? { videoId } : {}) }, { schema: recordResultSchema, toast: false }),
};
