import { z } from "zod";
import { paymentDueMs } from "@kora/shared/domain/money/payouts.ts";
import { PaymentUnavailableError } from "../../adapters/payments/payments.ts";
import { AppError } from "../../http/app-error.ts";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import {
  customerOf,
  latestCharge,
  nextChargeAttempt,
  type PaymentRow,
  refreshCharge,
  refundCharge,
  chargeCard,
} from "../payments/payments.service.ts";
import { returnCreditFromBooking, spendCreditOnBooking } from "../credits/credits.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { learnerCard, payerOf, priceOf } from "./booking-money.ts";
import { notifyBooking } from "./booking-notify.ts";
import { bookingForParty } from "./booking-rules.ts";
import { cancelIfUnpaid, findBooking, setPayment } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

const UNPAID = ["action-required", "failed"] as const;
export const FACILITATOR_PAYS = "The group admin who booked this session pays for it.";
const isUnpaid = (row: BookingRow) => (UNPAID as readonly string[]).includes(row.payment_status);

/** The attempt number in a charge record's key (`booking:{id}:charge:{n}`). */
const attemptOf = (record: PaymentRow) => Number(record.idempotency_key.split(":").at(-1));

/**
 * Carries a charge record's state onto its booking. A charge that needs the learner sets the
 * deadline (kept from the first failure, so retries never extend it) and schedules the cancellation;
 * both parties are told. A charge that succeeded for a booking cancelled meanwhile is refunded in full.
 */
export async function applyCharge(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  row: BookingRow,
  record: PaymentRow,
  options: { declineCancels?: boolean } = {},
): Promise<BookingRow> {
  if (record.status === "succeeded" && row.status !== "confirmed" && row.status !== "completed") {
    if (row.payment_status === "refunded") return row;
    const reason = "The booking ended before the payment went through: full refund.";
    await refundCharge(services, record, record.amount, reason);
    const moved = await setPayment(
      services.db,
      row.id,
      { payment_status: "refunded", charged_minor: record.amount + row.credit_minor, refunded_minor: record.amount + row.credit_minor },
      ["refunded"],
    );
    const saved = (await findBooking(services.db, row.id))!;
    if (moved) await notifyBooking(services, saved, "Refunded", { refundReason: reason });
    return saved;
  }
  if (row.status !== "confirmed" && row.status !== "completed") return row;
  const before = row.payment_status;
  if (record.status === "succeeded") {
    if (before === "charged" || before === "refunded" || before === "partly-refunded") return row;
    // Only the caller that moves it to charged tells anyone: racing pay calls (or a webhook) share one charge and one mail.
    const moved = await setPayment(
      services.db,
      row.id,
      { payment_status: "charged", charged_minor: record.amount + row.credit_minor, payment_due_ms: null, payment_failure: null },
      ["charged", "refunded", "partly-refunded"],
    );
    const saved = (await findBooking(services.db, row.id))!;
    if (moved && before !== "card-saved" && before !== "none" && before !== "pending")
      await notifyBooking(services, saved, "PaymentCompleted");
    return saved;
  }
  if (record.status === "requires-action" || record.status === "failed") {
    if (record.status === "failed" && options.declineCancels) {
      await setPayment(services.db, row.id, { payment_status: "failed", payment_failure: record.reason });
      return (await findBooking(services.db, row.id))!;
    }
    const dueMs = row.payment_due_ms ?? paymentDueMs(services.now().getTime(), row.start_ms!);
    const status = record.status === "failed" ? "failed" : "action-required";
    await setPayment(services.db, row.id, { payment_status: status, payment_due_ms: dueMs, payment_failure: record.reason });
    if (row.payment_due_ms === null)
      await services.jobs.enqueue(
        paymentDueJob,
        { bookingId: row.id, dueMs },
        { runAtMs: dueMs, dedupeKey: `booking.payment-due:${row.id}:${dueMs}` },
      );
    const saved = (await findBooking(services.db, row.id))!;
    if (before !== status || row.payment_failure !== record.reason) await notifyBooking(services, saved, "PaymentRequired");
    return saved;
  }
  await setPayment(services.db, row.id, { payment_status: "pending", payment_failure: null });
  return (await findBooking(services.db, row.id))!;
}

/**
 * Charges a confirmed booking's learner with the booking's card (never before confirmation: core §4).
 * A provider that can't be reached leaves it pending and the charge job retries with the same key.
 */
export async function chargeBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  row: BookingRow,
  options: { declineCancels?: boolean } = {},
): Promise<BookingRow> {
  const price = priceOf(row);
  if (price.free || price.total <= 0) return row;
  // Credit first (soonest to expire), the card for the rest (core §3 Credit, §9).
  const payerId = payerOf(row);
  const credit = await spendCreditOnBooking(services, {
    bookingId: row.id,
    learnerId: payerId,
    currency: price.currency,
    total: price.total,
  });
  if (credit !== row.credit_minor) {
    await setPayment(services.db, row.id, { credit_minor: credit });
    row = (await findBooking(services.db, row.id))!;
  }
  if (credit >= price.total) {
    const moved = await setPayment(
      services.db,
      row.id,
      { payment_status: "charged", charged_minor: price.total, payment_due_ms: null, payment_failure: null },
      ["charged", "refunded", "partly-refunded"],
    );
    const saved = (await findBooking(services.db, row.id))!;
    if (moved && isUnpaid(row)) await notifyBooking(services, saved, "PaymentCompleted");
    return saved;
  }
  if (!row.payment_method_id) return row;
  const payer = (await findUserById(services.db, payerId))!;
  const method = (await learnerCard(services, payerId, row.payment_method_id))!;
  const latest = await latestCharge(services, row.id);
  // A racing call already took the money: carry it onto the booking instead of charging again.
  if (latest?.status === "succeeded") return applyCharge(services, row, latest, options);
  const retrying = latest?.status === "pending" && latest.payment_method_id === method.id;
  const attempt = retrying ? attemptOf(latest) : await nextChargeAttempt(services, row.id);
  try {
    const record = await chargeCard(services, {
      bookingId: row.id,
      learnerId: payerId,
      customerRef: await customerOf(services, payer),
      method,
      amount: price.total - credit,
      currency: price.currency,
      fees: price.adminFee + price.privateCardFee,
      description: `Kora session ${row.id}`,
      attempt,
    });
    return applyCharge(services, row, record, options);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    await setPayment(services.db, row.id, { payment_status: "pending" });
    // One retry job per attempt (it backs off on its own; reconciliation adds another later if it gives up).
    await services.jobs.enqueue(chargeRetryJob, { bookingId: row.id }, { dedupeKey: `booking.charge:${row.id}:attempt-${attempt}` });
    return (await findBooking(services.db, row.id))!;
  }
}

/**
 * `POST /api/bookings/{id}/pay`: the learner pays an unpaid confirmed booking — with another saved
 * card, or (no card) by finishing the bank's check on the current charge.
 */
export async function payBooking(services: Services, user: UserRow, id: string, paymentMethodId: string | null): Promise<BookingRow> {
  const { row } = await bookingForParty(services.db, id, user.id);
  if (payerOf(row) !== user.id)
    throw new AppError("forbidden", row.facilitated_by ? FACILITATOR_PAYS : "Only the learner pays for a booking.");
  if (row.status !== "confirmed") throw new AppError("conflict", "Only a confirmed booking can be paid.");
  if (!isUnpaid(row))
    throw new AppError("conflict", row.payment_status === "charged" ? "This booking is already paid." : "This booking has nothing to pay.");
  services.limiter.hit(`pay:${row.id}`, 10, 3_600_000);
  if (paymentMethodId !== null) {
    const method = (await learnerCard(services, user.id, paymentMethodId))!;
    await setPayment(services.db, row.id, { payment_method_id: method.id });
    return chargeBooking(services, (await findBooking(services.db, row.id))!);
  }
  const latest = await latestCharge(services, row.id);
  if (latest?.status !== "requires-action") throw new AppError("conflict", "This card was declined: choose another card.");
  return applyCharge(services, row, await refreshCharge(services, latest, true));
}

/** A provider event or reconciliation changed a booking's charge: carry it onto the booking. */
export async function syncBookingPayment(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  bookingId: string,
): Promise<void> {
  const [row, latest] = await Promise.all([findBooking(services.db, bookingId), latestCharge(services, bookingId)]);
  if (row && latest) await applyCharge(services, row, latest);
}

/** Retries a charge the provider couldn't take (timeout, 5xx); the queue backs off between attempts. */
export const chargeRetryJob = defineJob(
  "booking.charge",
  z.object({ bookingId: z.string() }),
  async (payload, services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">) => {
    const row = await findBooking(services.db, payload.bookingId);
    if (row?.status !== "confirmed" || row.payment_status !== "pending") return;
    const after = await chargeBooking(services, row);
    if (after.payment_status === "pending") throw new PaymentUnavailableError("The payment provider is still unavailable.");
  },
);

/** At the deadline, a confirmed booking still unpaid is cancelled and both parties told. */
export const paymentDueJob = defineJob(
  "booking.payment-due",
  z.object({ bookingId: z.string(), dueMs: z.number() }),
  async (payload, services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "slotsCache">) => {
    const row = await findBooking(services.db, payload.bookingId);
    if (row?.status !== "confirmed" || !isUnpaid(row) || row.payment_due_ms !== payload.dueMs) return;
    const changed = await cancelIfUnpaid(services.db, row.id, row.version, {
      status: "cancelled-confirmed",
      awaiting_from: null,
      rescheduled_by: null,
      cancel_reason: "payment-not-completed",
      cancel_message: "The payment wasn't completed in time, so the booking was cancelled. Nothing was charged.",
      updated_at: services.now().toISOString(),
    });
    if (!changed) return;
    // Nothing was charged to the card; credit set aside for it goes back.
    await returnCreditFromBooking(services, row.id, row.credit_minor);
    await setPayment(services.db, row.id, { credit_minor: 0 });
    await notifyBooking(services, (await findBooking(services.db, row.id))!, "CancelledConfirmed");
  },
);
