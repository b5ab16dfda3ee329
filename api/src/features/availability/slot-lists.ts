import { computeSlots, type Interval, type Slot } from "@kora/shared/domain/availability/slots.ts";
import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { BOOKING_HORIZON_DAYS } from "@kora/shared/domain/bookings/expiry.ts";
import type { Db } from "../../db/database.ts";
import { bookedMinutesByMonth } from "../pro-bono/pro-bono.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { calendarBusyIntervals, confirmedIntervals, unavailableIntervals } from "./availability.repository.ts";

const DAY_MS = 86_400_000;

/** Whose hours and which card's days off: a card's (its own hours, or the advisor's), or the advisor's standard hours alone. */
export interface HoursSource {
  cardId: string | null;
  workingHours: string | null;
  stepMinutes: number;
}

export interface SlotWindow {
  fromMs: number;
  toMs: number;
  /** The session length, in minutes. */
  duration: number;
}

/** What of the advisor the slot rules read. */
export type SlotAdvisor = Pick<
  UserRow,
  "id" | "timezone" | "use_calendar_booking_buffer" | "buffer_minutes" | "consultation_cap_hours" | "min_notice_hours"
>;

export const workingHoursOf = (json: string | null): WorkingHoursRule[] => (json ? (JSON.parse(json) as WorkingHoursRule[]) : []);

const intervals = (rows: { start_ms: number; end_ms: number }[]): Interval[] => rows.map((r) => ({ startMs: r.start_ms, endMs: r.end_ms }));

const widened = (periods: Interval[], minutes: number): Interval[] =>
  minutes === 0 ? periods : periods.map((p) => ({ startMs: p.startMs - minutes * 60_000, endMs: p.endMs + minutes * 60_000 }));

/**
 * Bookable slots of `advisor` for `viewerId` in the window (already checked: at most MAX_WINDOW_DAYS): the
 * source's hours in the advisor's zone, minus unavailable ranges, the advisor's confirmed bookings and
 * connected-calendar busy times (both with the buffer), the viewer's own confirmed bookings, min notice,
 * horizon and the monthly cap. Reads only through `db`, so it runs as well on a reader (availability.task.ts)
 * as on the main connection.
 */
export async function slotList(
  db: Db,
  advisor: SlotAdvisor,
  source: HoursSource,
  viewerId: string | null,
  window: SlotWindow,
  nowMs: number,
): Promise<Slot[]> {
  const buffer = advisor.use_calendar_booking_buffer ? advisor.buffer_minutes : 0;
  const pad = (buffer + window.duration) * 60_000;
  const [from, to] = [window.fromMs - pad, window.toMs + pad];
  // Months touched by the window, in the advisor's zone, for the cap: pad by a month either side.
  const capFrom = window.fromMs - 32 * DAY_MS;
  const capTo = window.toMs + 32 * DAY_MS;
  const [unavailable, booked, busy, calendarBusy, bookedMinutes] = await Promise.all([
    unavailableIntervals(db, advisor.id, source.cardId, from, to),
    confirmedIntervals(db, advisor.id, from, to),
    viewerId && viewerId !== advisor.id ? confirmedIntervals(db, viewerId, from, to) : Promise.resolve([]),
    calendarBusyIntervals(db, advisor.id, from, to),
    // Requested, confirmed and completed bookings all count towards the cap (pro bono included).
    advisor.consultation_cap_hours === null ? Promise.resolve({}) : bookedMinutesByMonth({ db }, advisor, capFrom, capTo),
  ]);
  return computeSlots({
    timezone: advisor.timezone,
    workingHours: workingHoursOf(source.workingHours),
    unavailable: intervals(unavailable),
    bookings: intervals(booked),
    // The advisor's own calendar keeps the same buffer as their Kora bookings when they asked for it.
    busy: [...intervals(busy), ...widened(intervals(calendarBusy), buffer)],
    bufferMinutes: buffer,
    durationMinutes: window.duration,
    stepMinutes: source.stepMinutes,
    minNoticeMinutes: advisor.min_notice_hours * 60,
    horizonDays: BOOKING_HORIZON_DAYS,
    fromMs: window.fromMs,
    toMs: window.toMs,
    nowMs,
    cap:
      advisor.consultation_cap_hours === null
        ? null
        : { minutesPerMonth: advisor.consultation_cap_hours * 60, bookedMinutesByMonth: bookedMinutes },
  });
}
