import type { PriceBreakdown, SettlementCase } from "@kora/shared/domain/money/fees.ts";
import { LATE_CANCEL_HOURS, priceBooking, settle } from "@kora/shared/domain/money/fees.ts";
import type { TransitionOutcome } from "@kora/shared/domain/bookings/lifecycle.ts";
import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import { invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import { usablePaymentMethod } from "../payments/payments.service.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { setPayment } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

export const priceOf = (row: BookingRow) => JSON.parse(row.price) as PriceBreakdown;

/** The price of a session on `card` now: the advisor's plan decides the admin fee. */
export async function cardPrice(services: Services, card: CardRow, durationMinutes: number, proBono: boolean): Promise<PriceBreakdown> {
  const plans = await activePlanSlugs(services, card.user_id);
  return priceBooking({
    rate: card.rate,
    currency: card.currency,
    durationMinutes,
    cardType: card.type,
    advisorSubscribed: plans.length > 0,
    proBono: proBono && card.pro_bono === 1,
  });
}

/** `GET /api/cards/:id/price`: a session of `durationMinutes` (one of the card's lengths) on a card the viewer may see. */
export async function sessionPrice(
  services: Services,
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
  services: Services,
  learnerId: string,
  paymentMethodId: string | null,
): Promise<{ id: string; provider_ref: string } | null> {
  if (paymentMethodId === null) return null;
  const method = await usablePaymentMethod(services, learnerId, paymentMethodId);
  if (!method) throw invalidField("paymentMethodId", BOOKING_MESSAGES.paymentMethod);
  return method;
}

/**
 * Charges a booking on confirmation (never before: core §4). Idempotent per booking, so a retried
 * confirmation can't charge twice. Returns the failure text when the card is refused.
 */
export async function chargeBooking(services: Services, row: BookingRow): Promise<{ ok: true } | { ok: false; reason: string }> {
  const price = priceOf(row);
  if (price.free || price.total <= 0) return { ok: true };
  const method = row.payment_method_id ? await learnerCard(services, row.learner_id, row.payment_method_id) : null;
  if (!method) return { ok: false, reason: BOOKING_MESSAGES.paymentMethod };
  const result = await services.payments.charge({
    userId: row.learner_id,
    bookingId: row.id,
    providerRef: method.provider_ref,
    amount: price.total,
    currency: price.currency,
    // One charge per confirmation: only the compare-and-set winner gets here, and its version is unique to it.
    idempotencyKey: `booking:${row.id}:charge:v${row.version}`,
  });
  if (!result.ok) {
    await setPayment(services.db, row.id, { payment_status: "failed" });
    return result;
  }
  await setPayment(services.db, row.id, { payment_status: "charged", charged_minor: price.total });
  return { ok: true };
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

/** Settles a charged booking that has ended: refund to the learner, payout to the advisor, both idempotent. */
export async function settleBooking(services: Services, row: BookingRow, which: SettlementCase): Promise<void> {
  if (row.payment_status !== "charged" || row.charged_minor <= 0) return;
  const price = priceOf(row);
  const { refund, advisorPayout } = settle(price, which);
  if (refund > 0) {
    const result = await services.payments.refund({
      userId: row.learner_id,
      bookingId: row.id,
      chargeRef: `booking:${row.id}:charge`,
      amount: refund,
      currency: price.currency,
      idempotencyKey: `booking:${row.id}:refund`,
    });
    if (!result.ok) throw new Error(`Refund failed for booking ${row.id}: ${result.reason}`);
  }
  if (advisorPayout > 0)
    await services.payments.payout({
      userId: row.advisor_id,
      bookingId: row.id,
      amount: advisorPayout,
      currency: price.currency,
      idempotencyKey: `booking:${row.id}:payout`,
    });
  await setPayment(services.db, row.id, {
    payment_status: refund === 0 ? "charged" : refund >= row.charged_minor ? "refunded" : "partly-refunded",
    refunded_minor: refund,
  });
}
