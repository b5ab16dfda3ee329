import type { GiftCardDto } from "@kora/shared/contracts/gift-cards.ts";
import { formatGiftCardDay, giftCardAmountLabel, todayIn } from "@kora/shared/domain/money/gift-cards.ts";

/** How a bought gift card reads to its buyer. Pure: the time and the buyer's zone are passed in. */

/** "A$50 for Rosa Diaz". */
export const giftCardTitle = (card: Pick<GiftCardDto, "amount" | "currency" | "recipientName">) =>
  `${giftCardAmountLabel(card.amount, card.currency)} for ${card.recipientName}`;

/** Where its delivery stands: sent (when), due (which day), or waiting on the payment. */
export function giftCardStateText(
  card: Pick<GiftCardDto, "status" | "deliverOn" | "deliverAt" | "deliveredAt" | "recipientEmail">,
  nowMs: number,
  timeZone: string,
): string {
  if (card.status === "requires-action") return "Waiting for your bank to confirm the payment";
  if (card.status === "pending") return "Payment processing";
  if (card.status === "failed") return "Payment declined";
  if (card.deliveredAt) return `Sent to ${card.recipientEmail} on ${formatGiftCardDay(todayIn(Date.parse(card.deliveredAt), timeZone))}`;
  if (Date.parse(card.deliverAt) <= nowMs) return `Sending to ${card.recipientEmail} now`;
  return `Sends to ${card.recipientEmail} on ${formatGiftCardDay(card.deliverOn)}`;
}

/** The success note after buying: when the recipient gets it. */
export function boughtText(
  card: Pick<GiftCardDto, "status" | "deliverOn" | "deliverAt" | "recipientName" | "recipientEmail">,
  nowMs: number,
) {
  if (card.status === "pending")
    return `Your payment is being processed. We'll email the gift card to ${card.recipientName} once it's through.`;
  return Date.parse(card.deliverAt) <= nowMs
    ? `We're emailing it to ${card.recipientName} at ${card.recipientEmail} now.`
    : `We'll email it to ${card.recipientName} at ${card.recipientEmail} on ${formatGiftCardDay(card.deliverOn)}.`;
}
