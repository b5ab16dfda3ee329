import type { z } from "zod";
import {
  BOOKING_MESSAGES,
  type cancelBookingSchema,
  type reviewBookingSchema,
  type suggestTimesSchema,
} from "@kora/shared/contracts/bookings.ts";
import { requestExpiresAt } from "@kora/shared/domain/bookings/expiry.ts";
import { LATE_CANCEL_HOURS } from "@kora/shared/domain/money/fees.ts";
import { joinWindow, transitionBooking, type BookingAction } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { BookingEventName as EventName } from "@kora/shared/contracts/realtime.ts";
import { AppError, invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { addSessionReview, findCard, recountCardRating, requireCardRight } from "../cards/cards.service.ts";
import { assertAdvisorMonths } from "../pro-bono/pro-bono.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { scheduleConfirmedJobs, scheduleExpiry } from "./booking-jobs.ts";
import { learnerCard, payerOf, priceOf, settleBooking, settlementCase } from "./booking-money.ts";
import { chargeBooking } from "./booking-payment.ts";
import { ownerAnsweredRequest } from "../cards/cards.service.ts";
import { notifyBooking } from "./booking-notify.ts";
import { answeredMeanwhile, assertAllowed, bookingForParty, isOverlap, stateOf, timeTaken } from "./booking-rules.ts";
import { checkTimes } from "./create-booking.ts";
import { currentTimes, findBooking, insertTimes, recordPresence, updateIfVersion } from "./bookings.repository.ts";
import type { BookingRow, BookingsTable } from "./bookings.table.ts";

const load = (services: Pick<Services, "db">, user: UserRow, id: string) => bookingForParty(services.db, id, user.id);

function decide(services: Pick<Services, "now">, row: BookingRow, action: BookingAction, role: "advisor" | "learner" | "facilitator") {
  const transition = transitionBooking(stateOf(row), action, role, services.now().getTime());
  assertAllowed(transition);
  return transition;
}

/** The advisor answering a request waiting for them ends its card's run of unanswered ones (auto-unpublish). */
async function endUnansweredRun(
  services: Pick<Services, "db" | "searchCache" | "slotsCache">,
  row: BookingRow,
  role: string,
): Promise<void> {
  if (role === "advisor" && row.awaiting_from === "advisor") await ownerAnsweredRequest(services, row.card_id);
}

/** Writes a change by compare-and-set on the version; the overlap trigger may refuse a confirmed time. */
async function commit(
  services: Pick<Services, "db" | "now">,
  row: BookingRow,
  changes: Partial<BookingsTable>,
  after?: (trx: Services["db"], next: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  try {
    await services.db.transaction().execute(async (trx) => {
      const ok = await updateIfVersion(trx, row.id, row.version, { ...changes, updated_at: services.now().toISOString() });
      if (!ok) throw answeredMeanwhile();
      if (after) await after(trx, { ...row, ...changes, version: row.version + 1 } as BookingRow);
    });
  } catch (error) {
    if (isOverlap(error)) throw timeTaken();
    throw error;
  }
  return (await findBooking(services.db, row.id))!;
}

/**
 * Accepts one of the proposed times. A first confirmation charges the learner's saved card; if the
 * bank refuses or asks the learner to confirm, the booking stays confirmed and waits for the payment.
 */
export async function confirmBooking(
  services: Services,
  user: UserRow,
  id: string,
  input: { time: string; paymentMethodId?: string | null },
): Promise<BookingRow> {
  const { row, role } = await load(services, user, id);
  const transition = decide(services, row, "confirm", role);
  const startMs = Date.parse(input.time);
  const proposal = (await currentTimes(services.db, [row.id])).get(row.id) ?? [];
  const chosen = proposal.find((t) => t.start_ms === startMs);
  if (!chosen) throw invalidField("time", BOOKING_MESSAGES.chooseTime);
  if (startMs <= services.now().getTime()) throw invalidField("time", BOOKING_MESSAGES.timePast);
  const charging = transition.outcome === "charge" && !priceOf(row).free;
  let paymentMethodId = row.payment_method_id;
  // Only the payer's card is taken: a facilitated booking's member confirms, its admin pays (booking-money.ts payerOf).
  const paying = payerOf(row) === user.id;
  if (charging && paying && input.paymentMethodId != null)
    paymentMethodId = (await learnerCard(services, user.id, input.paymentMethodId))!.id;
  if (charging && !paymentMethodId) {
    if (paying) throw invalidField("paymentMethodId", BOOKING_MESSAGES.paymentMethod);
    throw new AppError("conflict", "The learner hasn't added a payment card yet. Suggest the time instead, and they can confirm it.");
  }
  const confirmed = await commit(
    services,
    row,
    {
      status: "confirmed",
      start_ms: startMs,
      end_ms: startMs + chosen.duration * 60_000,
      duration: chosen.duration,
      awaiting_from: null,
      rescheduled_by: null,
      request_expires_at_ms: null,
      confirmed_by: user.id,
      confirmed_at: services.now().toISOString(),
      payment_method_id: paymentMethodId,
    },
    (trx, next) => scheduleConfirmedJobs(services, trx, next),
  );
  // Charged now, never before (core §4). A card the bank refuses or wants confirmed leaves the booking
  // confirmed but unpaid: the learner has until a deadline to pay on the booking page (booking-payment.ts).
  if (charging) await chargeBooking(services, confirmed);
  const saved = (await findBooking(services.db, row.id))!;
  await endUnansweredRun(services, row, role);
  await notifyBooking(services, saved, "Confirmed", { actorId: user.id });
  return saved;
}

/** A counter-proposal (awaiting bookings) or a reschedule (confirmed ones): new times, a new expiry, the other side to answer. */
export async function proposeTimes(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "searchCache" | "slotsCache">,
  user: UserRow,
  id: string,
  input: z.output<typeof suggestTimesSchema> & { paymentMethodId?: string | null },
  action: "suggest-times" | "reschedule",
): Promise<BookingRow> {
  const { row, role } = await load(services, user, id);
  const card = (await findCard(services, row.card_id))!;
  // Proposing times is booking: a learner needs the card's group to let them book (`book`), unless a
  // group admin booked this session for them (it is the admin's booking; the member answers it).
  if (role === "learner" && row.facilitated_by === null) await requireCardRight(services, user, card, "book");
  const transition = decide(services, row, action, role);
  const starts = input.times.map((t) => Date.parse(t)).sort((a, b) => a - b);
  // A learner's times must fit the advisor's calendar; the advisor may offer any free time of their own.
  await checkTimes(services, card, user, starts, row.duration, role === "learner", "times");
  const chosen = requestExpiresAt(starts[0]!, services.now().getTime(), input.expiry);
  if (chosen === null) throw invalidField("expiry", BOOKING_MESSAGES.expiry);
  // A reschedule must be answered before the session it moves would have started.
  const rescheduling = action === "reschedule" || row.rescheduled_by !== null;
  const expiresAt = rescheduling && row.start_ms !== null ? Math.min(chosen, row.start_ms) : chosen;
  const round = Math.max(0, ...((await currentTimes(services.db, [row.id])).get(row.id) ?? []).map((t) => t.round)) + 1;
  const method =
    payerOf(row) === user.id && input.paymentMethodId != null ? await learnerCard(services, user.id, input.paymentMethodId) : null;
  const saved = await commit(
    services,
    row,
    {
      status: transition.status,
      awaiting_from: transition.awaitingFrom,
      request_expires_at_ms: expiresAt,
      last_message: input.message,
      rescheduled_by: action === "reschedule" ? user.id : row.rescheduled_by,
      ...(method
        ? { payment_method_id: method.id, payment_status: row.payment_status === "none" ? "card-saved" : row.payment_status }
        : {}),
    },
    async (trx, next) => {
      // New months must fit the advisor's cap (and, pro bono, its minutes); a reschedule keeps its old start until answered.
      await assertAdvisorMonths(trx, {
        advisorId: row.advisor_id,
        startsMs: row.start_ms === null ? starts : [...starts, row.start_ms],
        duration: row.duration,
        proBono: row.use_pro_bono === 1,
        bookingId: row.id,
        fields: { cap: "times", proBono: "times" },
      });
      await insertTimes(trx, row.id, round, starts, row.duration, user.id, services.now().toISOString());
      await scheduleExpiry(services, trx, next);
    },
  );
  await endUnansweredRun(services, row, role);
  await notifyBooking(services, saved, "SuggestedTimes", { actorId: user.id });
  return saved;
}

const CANCEL_EVENTS: Record<string, EventName> = {
  "cancelled-provisional": "CancelledProvisional",
  "cancelled-confirmed": "CancelledConfirmed",
};

/** Cancels with a reason and message; a confirmed paid booking is settled by the cancellation rules. */
export async function cancelBooking(
  services: Services,
  user: UserRow,
  id: string,
  input: z.output<typeof cancelBookingSchema>,
): Promise<BookingRow> {
  const { row, role } = await load(services, user, id);
  const transition = decide(services, row, "cancel", role);
  const which = settlementCase(transition.outcome, row, services.now().getTime());
  const nowMs = services.now().getTime();
  // The advisor cancelling a confirmed session at short notice counts against the card's stars.
  const lateByAdvisor = which === "cancel-by-advisor" && row.start_ms !== null && row.start_ms - nowMs < LATE_CANCEL_HOURS * 3_600_000;
  const saved = await commit(services, row, {
    status: transition.status,
    awaiting_from: null,
    rescheduled_by: null,
    request_expires_at_ms: null,
    cancel_message: input.cancelMessage,
    cancel_reason: input.cancelReason,
    cancelled_by: user.id,
    late_cancellation: lateByAdvisor ? 1 : 0,
  });
  if (lateByAdvisor) await recountCardRating(services, row.card_id, row.advisor_id);
  await endUnansweredRun(services, row, role);
  if (which) await settleBooking(services, saved, which);
  const final = (await findBooking(services.db, row.id))!;
  await notifyBooking(services, final, CANCEL_EVENTS[transition.status]!, { actorId: user.id });
  return final;
}

/** Ends a session that has started: the advisor is paid. */
export async function completeBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  user: UserRow,
  id: string,
): Promise<BookingRow> {
  const { row, role } = await load(services, user, id);
  decide(services, row, "complete", role);
  const saved = await commit(services, row, { status: "completed" });
  await settleBooking(services, saved, "completed");
  const final = (await findBooking(services.db, row.id))!;
  await notifyBooking(services, final, "Completed", { actorId: user.id });
  return final;
}

/**
 * Joining (and staying: clients call it every 30 s). Allowed from 60 minutes before the start to
 * 30 minutes after; each call records presence, which the no-show check reads.
 */
export async function joinBooking(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  id: string,
): Promise<{ row: BookingRow; joinedAtMs: number; seconds: number }> {
  const { row, role } = await load(services, user, id);
  if (role === "facilitator") throw new AppError("forbidden", "Only the advisor and the learner join the session.");
  if (row.status !== "confirmed" || row.start_ms === null) throw new AppError("conflict", "Only a confirmed booking can be joined.");
  if (row.payment_status === "action-required" || row.payment_status === "failed")
    throw new AppError("conflict", "The payment for this session isn't complete yet: the learner can pay on the booking page.");
  const window = joinWindow(row.start_ms, services.now().getTime());
  if (window === "early") throw new AppError("conflict", "It's too early to join: the session opens 60 minutes before it starts.");
  if (window === "closed") throw new AppError("conflict", "Joining closed 30 minutes after the start.");
  const presence = await recordPresence(services.db, row.id, user.id, services.now().getTime());
  return { row, joinedAtMs: presence.joined_at_ms, seconds: presence.seconds };
}

/** One review per person per completed booking. The learner's rating counts towards the card's stars. */
export async function reviewBooking(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  id: string,
  input: z.output<typeof reviewBookingSchema>,
): Promise<BookingRow> {
  const { row, role } = await load(services, user, id);
  if (row.status !== "completed") throw new AppError("conflict", "You can review a session once it's completed.");
  if (role === "facilitator") throw new AppError("forbidden", "Only the advisor and the learner review a session.");
  const review = {
    cardId: row.card_id,
    bookingId: row.id,
    createdBy: user.id,
    createdFor: role === "learner" ? row.advisor_id : row.learner_id,
    rating: input.rating,
    callQualityRating: input.callQualityRating,
    comments: input.comments,
    callQualityComment: input.callQualityComment,
  };
  // The learner's review counts towards the card's stars (a review of its advisor).
  if (!(await addSessionReview(services, review, row.advisor_id))) throw new AppError("conflict", "You've already reviewed this session.");
  return row;
}

/** The learner changes the card a booking will be charged to (core §7 `details/{x}`), e.g. after a decline. */
export async function setBookingCard(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  id: string,
  paymentMethodId: string,
): Promise<BookingRow> {
  const { row } = await load(services, user, id);
  if (payerOf(row) !== user.id) throw new AppError("forbidden", "Only the learner pays for a booking.");
  if (row.status !== "pending-approval" && row.status !== "suggested-times")
    throw new AppError("conflict", "This booking's payment can't be changed now.");
  const method = (await learnerCard(services, user.id, paymentMethodId))!;
  return commit(services, row, { payment_method_id: method.id, payment_status: "card-saved" });
}
