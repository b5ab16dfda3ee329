import { BRAND } from "@kora/shared/brand.ts";
import type { BuyGiftCard, GiftCardDto } from "@kora/shared/contracts/gift-cards.ts";
import { GIFT_CARD_MESSAGES, giftCardDeliveryMs, todayIn, validateGiftCardField } from "@kora/shared/domain/money/gift-cards.ts";
import { PaymentUnavailableError } from "../../adapters/payments/payments.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import {
  chargePurchase,
  customerOf,
  defaultPaymentMethod,
  findPayment,
  type PaymentRow,
  refreshCharge,
} from "../payments/payments.service.ts";
import { findUserById, userLocale } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { voucherRow } from "./voucher-rows.ts";
import type { GiftCardRow } from "./credits.table.ts";
import { giftCardCode, scheduleDelivery } from "./gift-card-delivery.ts";
import { purchaseConfirmationMail } from "./gift-card-mails.ts";
import {
  findBuyersGiftCard,
  findGiftCard,
  findGiftCardByPayment,
  findGiftCardByRequest,
  type GiftCardView,
  giftCardView,
  giftCardViewsOf,
  insertGiftCard,
  markGiftCardPaid,
  updateUnpaidGiftCard,
} from "./gift-cards.repository.ts";
import { insertVoucherOnce } from "./vouchers.repository.ts";

const DAY_MS = 86_400_000;
/** A gift card's code can be redeemed for a year from its delivery (the credit then lasts a year from redemption). */
const REDEEMABLE_DAYS = 365;
const UNREACHABLE = "We couldn't reach the payment provider. Please try again in a moment.";

const toDto = (view: GiftCardView): GiftCardDto => ({
  id: view.id,
  amount: view.amount,
  currency: view.currency,
  recipientName: view.recipient_name,
  recipientEmail: view.recipient_email,
  message: view.message,
  deliverOn: view.deliver_on,
  deliverAt: new Date(view.deliver_at_ms).toISOString(),
  deliveredAt: view.delivered_at,
  status: view.status,
  failure: view.failure,
  clientSecret: view.status === "requires-action" ? view.client_secret : null,
  codeLast4: view.code_last4,
  createdAt: view.created_at,
});

async function dtoOf(services: Pick<Services, "db">, buyerId: string, id: string): Promise<GiftCardDto> {
  return toDto((await giftCardView(services.db, buyerId, id))!);
}

/**
 * A paid charge becomes the gift card: its voucher (code derived from the card, see giftCardCode),
 * the recipient's mail scheduled for the delivery time and the buyer's confirmation, all in one
 * transaction, once: of racing calls (a retried form, the bank's check) only one issues anything.
 */
async function fulfil(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "secret">,
  card: GiftCardRow,
  payment: PaymentRow,
): Promise<void> {
  const buyer = (await findUserById(services.db, card.buyer_id))!;
  const nowIso = services.now().toISOString();
  const voucher = await voucherRow(
    await giftCardCode(services.secret, card.id),
    {
      amount: card.amount,
      currency: card.currency,
      source: "gift-card",
      issuedBy: card.buyer_id,
      note: `Gift card for ${card.recipient_name}`,
      expiresAt: new Date(card.deliver_at_ms + REDEEMABLE_DAYS * DAY_MS).toISOString(),
    },
    nowIso,
  );
  await services.db
    .transaction()
    .execute(async (trx) => {
      // The code is the card's own, so a racing call's voucher is this one: whoever inserts it first goes on.
      if (!(await insertVoucherOnce(trx, voucher))) throw new AlreadyFulfilled();
      if (!(await markGiftCardPaid(trx, card.id, voucher.id, payment.id, nowIso))) throw new AlreadyFulfilled();
      await scheduleDelivery(services, trx, card);
      const mail = purchaseConfirmationMail({
        card,
        to: buyer.email ?? "",
        firstName: buyer.first_name,
        deliversNow: card.deliver_at_ms <= services.now().getTime(),
        locale: userLocale(buyer),
      });
      if (buyer.email) await services.outbox.queueMail(mail, { db: trx });
    })
    .catch((error: unknown) => {
      if (!(error instanceof AlreadyFulfilled)) throw error;
    });
}

class AlreadyFulfilled extends Error {}

/** Carries a charge's state onto its gift card; a refusal is answered as a 422 on the card used. */
async function applyPayment(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "secret">,
  card: GiftCardRow,
  payment: PaymentRow,
): Promise<GiftCardDto> {
  const updated_at = services.now().toISOString();
  switch (payment.status) {
    case "succeeded":
      await fulfil(services, card, payment);
      break;
    case "requires-action":
      await updateUnpaidGiftCard(services.db, card.id, {
        status: "requires-action",
        payment_id: payment.id,
        failure: payment.reason,
        updated_at,
      });
      break;
    case "failed": {
      const reason = payment.reason ?? "The payment failed.";
      await updateUnpaidGiftCard(services.db, card.id, { status: "failed", payment_id: payment.id, failure: reason, updated_at });
      throw invalidField("paymentMethodId", reason);
    }
    default:
      await updateUnpaidGiftCard(services.db, card.id, { status: "pending", payment_id: payment.id, updated_at });
  }
  return dtoOf(services, card.buyer_id, card.id);
}

/** Charges the buyer's default card for `card` (again, with the same key, when it is still pending). */
async function charge(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "payments" | "secret">,
  buyer: UserRow,
  card: GiftCardRow,
): Promise<GiftCardDto> {
  const method = await defaultPaymentMethod(services, buyer.id);
  if (!method) throw invalidField("paymentMethodId", GIFT_CARD_MESSAGES.paymentMethod);
  try {
    const payment = await chargePurchase(services, {
      userId: buyer.id,
      customerRef: await customerOf(services, buyer),
      method,
      amount: card.amount,
      currency: card.currency,
      description: `${BRAND.name} gift card for ${card.recipient_name}`,
      metadata: { gift_card_id: card.id },
      key: `gift-card:${card.id}:charge`,
    });
    return await applyPayment(services, card, payment);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) throw new AppError("unavailable", UNREACHABLE);
    throw error;
  }
}

/**
 * `POST /api/gift-cards`: buys a gift card in the buyer's currency with their default saved card.
 * The same form sent again (its request key) finds the purchase it made: a pending one is charged
 * again with the same key, anything else is answered as it stands. Ten purchases an hour.
 */
export async function buyGiftCard(
  services: Pick<Services, "db" | "jobs" | "limiter" | "now" | "outbox" | "payments" | "secret">,
  buyer: UserRow,
  input: BuyGiftCard,
): Promise<GiftCardDto> {
  services.limiter.hit(`gift-cards:${buyer.id}`, 10, 3_600_000);
  const known = input.requestKey ? await findGiftCardByRequest(services.db, buyer.id, input.requestKey) : undefined;
  if (known) return answerKnown(services, buyer, known);
  const nowMs = services.now().getTime();
  const tooFar = validateGiftCardField("deliverOn", input, todayIn(nowMs, buyer.timezone));
  if (tooFar) throw invalidField("deliverOn", tooFar);
  if (!(await defaultPaymentMethod(services, buyer.id))) throw invalidField("paymentMethodId", GIFT_CARD_MESSAGES.paymentMethod);
  const nowIso = new Date(nowMs).toISOString();
  const id = crypto.randomUUID();
  const inserted = await insertGiftCard(services.db, {
    id,
    buyer_id: buyer.id,
    request_key: input.requestKey,
    amount: input.amount,
    currency: buyer.currency,
    recipient_name: input.recipientName,
    recipient_email: input.recipientEmail,
    message: input.message,
    deliver_on: input.deliverOn,
    deliver_at_ms: giftCardDeliveryMs(input.deliverOn, buyer.timezone, nowMs),
    delivered_at: null,
    status: "pending",
    failure: null,
    payment_id: null,
    voucher_id: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  // Two copies of one form at once: the one that lost the insert answers with the other's purchase.
  if (!inserted) return answerKnown(services, buyer, (await findGiftCardByRequest(services.db, buyer.id, input.requestKey!))!);
  return charge(services, buyer, (await findGiftCard(services.db, id))!);
}

async function answerKnown(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "payments" | "secret">,
  buyer: UserRow,
  card: GiftCardRow,
): Promise<GiftCardDto> {
  if (card.status === "pending") return charge(services, buyer, card);
  if (card.status === "failed") throw invalidField("paymentMethodId", card.failure ?? "The payment failed.");
  return dtoOf(services, buyer.id, card.id);
}

/**
 * `POST /api/gift-cards/{id}/complete`: after the bank's check (3-D Secure) in the browser, or on the
 * ledger the buyer's confirmation standing in for it, the charge is read again and the card paid.
 */
export async function completeGiftCard(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "payments" | "secret">,
  buyer: UserRow,
  id: string,
): Promise<GiftCardDto> {
  const card = await findBuyersGiftCard(services.db, buyer.id, id);
  if (!card) throw notFound();
  if (card.status === "paid") return dtoOf(services, buyer.id, id);
  if (card.status === "failed")
    throw new AppError("conflict", "This payment was declined. Please buy the gift card again with another card.");
  const payment = card.payment_id ? await findPayment(services.db, card.payment_id) : undefined;
  if (!payment) return charge(services, buyer, card);
  try {
    return await applyPayment(services, card, await refreshCharge(services, payment, payment.status === "requires-action"));
  } catch (error) {
    if (error instanceof PaymentUnavailableError) throw new AppError("unavailable", UNREACHABLE);
    throw error;
  }
}

/**
 * `GET /api/me/gift-cards`: what the caller bought, newest first, with delivery state. A purchase
 * whose payment went through after the buyer left (a webhook, reconciliation) is fulfilled here.
 */
export async function listGiftCards(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "secret">,
  buyer: UserRow,
): Promise<GiftCardDto[]> {
  const views = await giftCardViewsOf(services.db, buyer.id);
  const settled = views.filter((v) => v.status !== "paid" && v.payment_status === "succeeded");
  if (settled.length === 0) return views.map(toDto);
  for (const view of settled) await fulfil(services, view, (await findPayment(services.db, view.payment_id!))!);
  return (await giftCardViewsOf(services.db, buyer.id)).map(toDto);
}

/**
 * A purchase's charge that succeeded away from the buyer (a webhook after the bank's check, or
 * reconciliation): the gift card is paid and its delivery scheduled, once. Anything else is left alone.
 */
export async function settleGiftCardPayment(
  services: Pick<Services, "db" | "jobs" | "now" | "outbox" | "secret">,
  by: { paymentId: string } | { giftCardId: string },
): Promise<boolean> {
  const card = "paymentId" in by ? await findGiftCardByPayment(services.db, by.paymentId) : await findGiftCard(services.db, by.giftCardId);
  if (!card?.payment_id || card.status === "paid") return false;
  const payment = await findPayment(services.db, card.payment_id);
  if (payment?.status !== "succeeded") return false;
  await fulfil(services, card, payment);
  return true;
}
