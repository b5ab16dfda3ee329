import { CALENDAR_WRITE_AHEAD_DAYS } from "../../contracts/calendar-sync.ts";

/**
 * What a booking change does to the event in a person's CalDAV calendar (core §7): a confirmed
 * session ahead (up to CALENDAR_WRITE_AHEAD_DAYS) is written or updated; a cancelled or expired one is
 * removed; while a new time is being agreed, or once it is over, the event is left as it is.
 */
export type CalendarWriteAction = "put" | "delete" | "keep";

const REMOVED = new Set(["cancelled-provisional", "cancelled-confirmed", "provisional-request-expired"]);

export function calendarWriteAction(
  booking: { status: string; startMs: number | null; endMs: number | null },
  nowMs: number,
): CalendarWriteAction {
  if (REMOVED.has(booking.status)) return "delete";
  if (booking.status !== "confirmed" || booking.startMs === null || booking.endMs === null) return "keep";
  if (booking.endMs <= nowMs) return "keep";
  return booking.startMs <= nowMs + CALENDAR_WRITE_AHEAD_DAYS * 86_400_000 ? "put" : "keep";
}
