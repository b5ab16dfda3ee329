import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import type { PriceBreakdown, SettlementCase } from "@kora/shared/domain/money/fees.ts";
import { LATE_CANCEL_HOURS, priceBooking, settle } from "@kora/shared/domain/money/fees.ts";
import { planOf } from "@kora/shared/domain/plans/plans.ts";
import type { TransitionOutcome } from "@kora/shared/domain/bookings/lifecycle.ts";
import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import { invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import { returnCreditFromBooking } from "../credits/credits.service.ts";
import { latestCharge, refundCharge, scheduleTransfer, usablePaymentMethod } from "../payments/payments.service.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { REFUND_REASONS } from "@kora/shared/contracts/payments.ts";
import { notifyBooking } from "./booking-notify.ts";
import { findBooking, groupChargesForSessions, setPayment } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

export const priceOf = (row: BookingRow) => JSON.parse(row.price) as PriceBreakdown;

/**
 * Who pays for a booking: the learner, or for a group admin's facilitated booking the admin (paid
 * from the group when its pricing is enabled, core §3 Group pricingEnabled; the member is never charged).
 */
export const payerOf = (row: Pick<BookingRow, "learner_id" | "facilitated_by">) => row.facilitated_by ?? row.learner_id;

/** Group cards of a group with pricing off are free to book (core §3 Group pricingEnabled). */
const freeInGroup = async (services: Pick<Services, "db">, card: CardRow) =>
  card.type === "group" && card.group_id !== null && !(await groupChargesForSessions(services.db, card.group_id));

/** The price of a session on `card` now: the advisor's plan decides the admin fee. */
export async function cardPrice(
  services: Pick<Services, "db" | "now">,
  card: CardRow,
  durationMinutes: number,
  proBono: boolean,
): Promise<PriceBreakdown> {
  const plans = await activePlanSlugs(services, card.user_id);
  return priceBooking({
    rate: (await freeInGroup(services, card)) ? 0 : card.rate,
    currency: card.currency,
    durationMinutes,
    cardType: card.type,
    advisorPlan: planOf(plans).id,
    proBono: proBono && card.pro_bono === 1,
  });
}

/** `GET /api/cards/:id/price`: a session of `durationMinutes` (one of the card's lengths) on a card the viewer may see. */
export async function sessionPrice(
  services: Pick<Services, "db" | "now">,
  viewer: UserRow | null,
  cardId: string,
  durationMinutes: number,
  proBono: boolean,
): Promise<PriceBreakdown> {
  const card = await viewCard(services, viewer, cardId);
  if (!(JSON.parse(card.durations) as number[]).includes(durationMinutes))
    throw invalidField("duration", "Please choose one of the card's session lengths.");
  return cardPrice(services, card, durationMinutes, proBono);
}

/** The learner's saved card, or a 422 on `paymentMethodId` when a paid booking has none. */
export async function learnerCard(
  services: Pick<Services, "db">,
  learnerId: string,
  paymentMethodId: string | null,
): Promise<{ id: string; provider_ref: string } | null> {
  if (paymentMethodId === null) return null;
  const method = await usablePaymentMethod(services, learnerId, paymentMethodId);
  if (!method) throw invalidField("paymentMethodId", BOOKING_MESSAGES.paymentMethod);
  return method;
}

const late = (row: BookingRow, nowMs: number) => row.start_ms !== null && row.start_ms - nowMs < LATE_CANCEL_HOURS * 3_600_000;

/** Which settlement rule an ending transition falls under; null for transitions that move no money. */
export function settlementCase(outcome: TransitionOutcome, row: BookingRow, nowMs: number): SettlementCase | null {
  switch (outcome) {
    case "completed":
    case "no-show-advisor":
    case "no-show-learner":
    case "no-show-both":
    case "cancel-by-advisor":
    case "reschedule-failed":
      return outcome;
    case "cancel-by-learner":
      return late(row, nowMs) ? "cancel-by-learner-late" : "cancel-by-learner";
    case "reschedule-lapsed":
      // "A failed late reschedule counts as a cancellation" (public-site §4) — by the side that asked for it.
      if (!late(row, nowMs)) return "reschedule-failed";
      return row.rescheduled_by === row.learner_id ? "cancel-by-learner-late" : "cancel-by-advisor";
    default:
      return null;
  }
}

/**
 * Settles a charged booking that has ended: the refund (with its reason, mailed to both) and the
 * advisor's transfer about a week later, each once — the keys make a repeat a no-op. A refund the
 * provider can't take now stays pending and its job retries.
 */
export async function settleBooking(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments" | "slotsCache">,
  row: BookingRow,
  which: SettlementCase,
): Promise<void> {
  if (row.payment_status !== "charged" || row.charged_minor <= 0) {
    // Nothing reached the card (unpaid, or never confirmed): credit set aside for it goes back whole.
    if (row.credit_minor > 0) {
      await returnCreditFromBooking(services, row.id, row.credit_minor);
      await setPayment(services.db, row.id, { credit_minor: 0 });
    }
    return;
  }
  const charge = await latestCharge(services, row.id);
  const card = charge?.status === "succeeded" ? charge : null;
  if (!card && row.credit_minor < row.charged_minor) return;
  const price = priceOf(row);
  const { refund, advisorPayout } = settle(price, which);
  const reason = REFUND_REASONS[which as keyof typeof REFUND_REASONS] ?? "Refunded under the cancellation policy.";
  // Money back to the card first, as far as the card paid; the rest goes back as credit (the split every screen states).
  const split = refundSplit(refund, (card?.amount ?? 0) + row.credit_minor, row.credit_minor);
  if (split.card > 0 && card) await refundCharge(services, card, split.card, reason);
  await returnCreditFromBooking(services, row.id, split.credit);
  if (advisorPayout > 0)
    await scheduleTransfer(services, services.db, {
      bookingId: row.id,
      advisorId: row.advisor_id,
      amount: advisorPayout,
      currency: price.currency,
      sourceRef: card?.provider_ref ?? null,
      endedAtMs: services.now().getTime(),
    });
  await setPayment(services.db, row.id, {
    payment_status: refund === 0 ? "charged" : refund >= row.charged_minor ? "refunded" : "partly-refunded",
    refunded_minor: refund,
  });
  if (refund > 0) await notifyBooking(services, (await findBooking(services.db, row.id))!, "Refunded", { refundReason: reason });
}
