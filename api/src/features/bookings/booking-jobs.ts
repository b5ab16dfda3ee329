import {
  NO_SHOW_CHECK_MINUTES,
  resolveAttendance,
  transitionBooking,
  type BookingTransition,
} from "@kora/shared/domain/bookings/lifecycle.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import type { Db } from "../../db/database.ts";
import type { Services } from "../../services.ts";
import { settleBooking, settlementCase } from "./booking-money.ts";
import { MAIL_JOB, notifyBooking } from "./booking-notify.ts";
import { stateOf } from "./booking-rules.ts";
import { attendanceOf, findBooking, updateIfVersion } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

export const JOBS = {
  expire: "booking.expire",
  reminder: "booking.reminder",
  attendance: "booking.attendance",
  complete: "booking.complete",
} as const;

const REMINDER_MINUTES = 10;

/** The expiry of the current proposal. Keyed by booking and instant, so a new proposal adds its own job and old ones find nothing to do. */
export async function scheduleExpiry(services: Services, db: Db, row: BookingRow): Promise<void> {
  if (row.request_expires_at_ms === null) return;
  await services.jobs.enqueue(db, {
    kind: JOBS.expire,
    payload: { bookingId: row.id },
    runAtMs: row.request_expires_at_ms,
    dedupeKey: `${JOBS.expire}:${row.id}:${row.request_expires_at_ms}`,
  });
}

/** Reminder 10 minutes before, the no-show check when joining closes, completion at the end. Keyed by start, so a reschedule schedules afresh. */
export async function scheduleConfirmedJobs(services: Services, db: Db, row: BookingRow): Promise<void> {
  if (row.start_ms === null || row.end_ms === null) return;
  const key = (kind: string) => `${kind}:${row.id}:${row.start_ms}`;
  const payload = { bookingId: row.id, startMs: row.start_ms };
  await services.jobs.enqueue(db, {
    kind: JOBS.reminder,
    payload,
    runAtMs: row.start_ms - REMINDER_MINUTES * 60_000,
    dedupeKey: key(JOBS.reminder),
  });
  await services.jobs.enqueue(db, {
    kind: JOBS.attendance,
    payload,
    runAtMs: row.start_ms + NO_SHOW_CHECK_MINUTES * 60_000,
    dedupeKey: key(JOBS.attendance),
  });
  await services.jobs.enqueue(db, {
    kind: JOBS.complete,
    payload,
    runAtMs: Math.max(row.end_ms, row.start_ms + NO_SHOW_CHECK_MINUTES * 60_000),
    dedupeKey: key(JOBS.complete),
  });
}

const EVENT_FOR: Partial<Record<string, BookingEventName>> = {
  "provisional-request-expired": "ProvisionalRequestExpired",
  "cancelled-confirmed": "CancelledConfirmed",
  completed: "Completed",
  "expired-learner-no-show": "BookingUpdated",
  "expired-advisor-no-show": "BookingUpdated",
  "expired-both-no-show": "BookingUpdated",
};

/**
 * Applies a system transition by compare-and-set, then settles money and tells both parties.
 * Returns quietly when the booking moved on meanwhile (answered, rescheduled): jobs are idempotent.
 */
async function applySystem(services: Services, row: BookingRow, transition: BookingTransition): Promise<void> {
  if (!transition.ok || transition.status === row.status) return;
  const changed = await updateIfVersion(services.db, row.id, row.version, {
    status: transition.status,
    awaiting_from: null,
    rescheduled_by: null,
    updated_at: services.now().toISOString(),
    ...(transition.status === "cancelled-confirmed"
      ? { cancel_reason: "reschedule-not-accepted", cancel_message: "The new times weren't accepted in time." }
      : {}),
  });
  if (!changed) return;
  const fresh = (await findBooking(services.db, row.id))!;
  const which = settlementCase(transition.outcome, row, services.now().getTime());
  if (which) await settleBooking(services, fresh, which);
  const event = EVENT_FOR[transition.status];
  if (event) await notifyBooking(services, (await findBooking(services.db, row.id))!, event);
}

/** Registers the booking jobs and the mail job on the queue. */
export function registerBookingJobs(services: Services): void {
  const load = (payload: { bookingId: string }) => findBooking(services.db, payload.bookingId);
  services.jobs.handle(MAIL_JOB, (message) => services.mailer.send(message));

  services.jobs.handle(JOBS.expire, async (payload) => {
    const row = await load(payload);
    if (row) await applySystem(services, row, transitionBooking(stateOf(row), "expire", "system", services.now().getTime()));
  });

  services.jobs.handle(JOBS.reminder, async (payload: { bookingId: string; startMs: number }) => {
    const row = await load(payload);
    if (row?.status === "confirmed" && row.start_ms === payload.startMs) await notifyBooking(services, row, "StartsInTenMinutes");
  });

  services.jobs.handle(JOBS.attendance, async (payload: { bookingId: string; startMs: number }) => {
    const row = await load(payload);
    if (!row || row.status !== "confirmed" || row.start_ms !== payload.startMs) return;
    const records = await attendanceOf(services.db, [row.id]);
    const seconds = (userId: string) => records.find((r) => r.user_id === userId)?.seconds ?? 0;
    await applySystem(
      services,
      row,
      resolveAttendance(
        stateOf(row),
        { advisorSeconds: seconds(row.advisor_id), learnerSeconds: seconds(row.learner_id) },
        services.now().getTime(),
      ),
    );
  });

  services.jobs.handle(JOBS.complete, async (payload: { bookingId: string; startMs: number }) => {
    const row = await load(payload);
    if (!row || row.status !== "confirmed" || row.start_ms !== payload.startMs) return;
    await applySystem(services, row, transitionBooking(stateOf(row), "complete", "system", services.now().getTime()));
  });
}
