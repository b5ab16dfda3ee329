import { z } from "zod";
import {
  NO_SHOW_CHECK_MINUTES,
  resolveAttendance,
  transitionBooking,
  type BookingTransition,
} from "@kora/shared/domain/bookings/lifecycle.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import type { Db } from "../../db/database.ts";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { noteUnansweredRequest } from "../cards/cards.service.ts";
import { settleBooking, settlementCase } from "./booking-money.ts";
import { queueSessionReminderTexts } from "../verification/verification.service.ts";
import { notifyBooking } from "./booking-notify.ts";
import { chargeRetryJob, paymentDueJob } from "./booking-payment.ts";
import { stateOf } from "./booking-rules.ts";
import { attendanceOf, findBooking, updateIfVersion } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

/** What a job that applies a system change to a booking (attendance, completion) reaches. */
type SystemChangeServices = Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">;

const bookingAt = z.object({ bookingId: z.string(), startMs: z.number() });

const REMINDER_MINUTES = 10;

/** The expiry of the current proposal. Keyed by booking and instant, so a new proposal adds its own job and old ones find nothing to do. */
export async function scheduleExpiry(services: Pick<Services, "jobs">, db: Db, row: BookingRow): Promise<void> {
  if (row.request_expires_at_ms === null) return;
  await services.jobs.enqueue(
    expireBookingJob,
    { bookingId: row.id },
    { db, runAtMs: row.request_expires_at_ms, dedupeKey: `${expireBookingJob.kind}:${row.id}:${row.request_expires_at_ms}` },
  );
}

/**
 * Reminder 10 minutes before, the no-show check when joining closes, completion at the end.
 * Keyed by start, so a reschedule schedules afresh.
 */
export async function scheduleConfirmedJobs(services: Pick<Services, "jobs">, db: Db, row: BookingRow): Promise<void> {
  if (row.start_ms === null || row.end_ms === null) return;
  const payload = { bookingId: row.id, startMs: row.start_ms };
  const at = (kind: string, runAtMs: number) => ({ db, runAtMs, dedupeKey: `${kind}:${row.id}:${row.start_ms}` });
  const checkMs = row.start_ms + NO_SHOW_CHECK_MINUTES * 60_000;
  await services.jobs.enqueue(remindBookingJob, payload, at(remindBookingJob.kind, row.start_ms - REMINDER_MINUTES * 60_000));
  await services.jobs.enqueue(checkAttendanceJob, payload, at(checkAttendanceJob.kind, checkMs));
  await services.jobs.enqueue(completeBookingJob, payload, at(completeBookingJob.kind, Math.max(row.end_ms, checkMs)));
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
async function applySystem(services: SystemChangeServices, row: BookingRow, transition: BookingTransition): Promise<boolean> {
  if (!transition.ok || transition.status === row.status) return false;
  const changed = await updateIfVersion(services.db, row.id, row.version, {
    status: transition.status,
    awaiting_from: null,
    rescheduled_by: null,
    updated_at: services.now().toISOString(),
    ...(transition.status === "cancelled-confirmed"
      ? { cancel_reason: "reschedule-not-accepted", cancel_message: "The new times weren't accepted in time." }
      : {}),
  });
  if (!changed) return false;
  const fresh = (await findBooking(services.db, row.id))!;
  const which = settlementCase(transition.outcome, row, services.now().getTime());
  if (which) await settleBooking(services, fresh, which);
  const event = EVENT_FOR[transition.status];
  if (event) await notifyBooking(services, (await findBooking(services.db, row.id))!, event);
  return true;
}

const load = (services: Pick<Services, "db">, bookingId: string) => findBooking(services.db, bookingId);

/** A request or proposal nobody answered in time expires (or a lapsed reschedule cancels the booking). */
export const expireBookingJob = defineJob("booking.expire", z.object({ bookingId: z.string() }), async (payload, services: Services) => {
  const row = await load(services, payload.bookingId);
  if (!row) return;
  const transition = transitionBooking(stateOf(row), "expire", "system", services.now().getTime());
  const expired = await applySystem(services, row, transition);
  // A request the advisor left unanswered counts towards unpublishing the card (public-site §4).
  const unanswered = transition.ok && transition.status === "provisional-request-expired" && row.awaiting_from === "advisor";
  if (expired && unanswered) await noteUnansweredRequest(services, row.card_id);
});

/** "Starts in 10 minutes" to both parties, unless the booking moved or ended meanwhile; by SMS too to verified phones that want it. */
export const remindBookingJob = defineJob("booking.reminder", bookingAt, async (payload, services: Services) => {
  const row = await load(services, payload.bookingId);
  if (row?.status !== "confirmed" || row.start_ms !== payload.startMs) return;
  await notifyBooking(services, row, "StartsInTenMinutes");
  await queueSessionReminderTexts(services, row);
});

/** When joining closes: who came decides whether the session stands or someone did not show. */
export const checkAttendanceJob = defineJob("booking.attendance", bookingAt, async (payload, services: SystemChangeServices) => {
  const row = await load(services, payload.bookingId);
  if (row?.status !== "confirmed" || row.start_ms !== payload.startMs) return;
  const records = await attendanceOf(services.db, [row.id]);
  const seconds = (userId: string) => records.find((r) => r.user_id === userId)?.seconds ?? 0;
  const attendance = { advisorSeconds: seconds(row.advisor_id), learnerSeconds: seconds(row.learner_id) };
  await applySystem(services, row, resolveAttendance(stateOf(row), attendance, services.now().getTime()));
});

/** At the end of a session that still stands: completed. */
export const completeBookingJob = defineJob("booking.complete", bookingAt, async (payload, services: SystemChangeServices) => {
  const row = await load(services, payload.bookingId);
  if (row?.status !== "confirmed" || row.start_ms !== payload.startMs) return;
  await applySystem(services, row, transitionBooking(stateOf(row), "complete", "system", services.now().getTime()));
});

/** The booking jobs, for the catalogue createApp builds. */
export const BOOKING_JOBS = [
  expireBookingJob,
  remindBookingJob,
  checkAttendanceJob,
  completeBookingJob,
  chargeRetryJob,
  paymentDueJob,
] as const;
