import type { GiftCardDto } from "@kora/shared/contracts/gift-cards.ts";
import { formatGiftCardDay, giftCardAmountLabel, todayIn } from "@kora/shared/domain/money/gift-cards.ts";
import { siteGiftcardsBuyMessages } from "@kora/shared/i18n/messages/site-giftcards-buy.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/**
 * How a bought gift card reads to its buyer. Pure: the time, the buyer's zone and the page's translator
 * are passed in (English when none is).
 */
export type GiftCardsBuyTranslator = Translator<KeyOf<typeof siteGiftcardsBuyMessages>>;
const ENGLISH: GiftCardsBuyTranslator = createTranslator("en", siteGiftcardsBuyMessages.en);

/** "A$50 for Rosa Diaz". */
export const giftCardTitle = (card: Pick<GiftCardDto, "amount" | "currency" | "recipientName">, t: GiftCardsBuyTranslator = ENGLISH) =>
  t.t("card.title", { amount: giftCardAmountLabel(card.amount, card.currency), name: card.recipientName });

/** Where its delivery stands: sent (when), due (which day), or waiting on the payment. */
export function giftCardStateText(
  card: Pick<GiftCardDto, "status" | "deliverOn" | "deliverAt" | "deliveredAt" | "recipientEmail">,
  nowMs: number,
  timeZone: string,
  t: GiftCardsBuyTranslator = ENGLISH,
): string {
  if (card.status === "requires-action") return t.t("state.requiresAction");
  if (card.status === "pending") return t.t("state.pending");
  if (card.status === "failed") return t.t("state.failed");
  const email = card.recipientEmail;
  if (card.deliveredAt)
    return t.t("state.sent", { email, day: formatGiftCardDay(todayIn(Date.parse(card.deliveredAt), timeZone), t.locale) });
  if (Date.parse(card.deliverAt) <= nowMs) return t.t("state.sendingNow", { email });
  return t.t("state.due", { email, day: formatGiftCardDay(card.deliverOn, t.locale) });
}

/** The success note after buying: when the recipient gets it. */
export function boughtText(
  card: Pick<GiftCardDto, "status" | "deliverOn" | "deliverAt" | "recipientName" | "recipientEmail">,
  nowMs: number,
  t: GiftCardsBuyTranslator = ENGLISH,
) {
  const { recipientName: name, recipientEmail: email } = card;
  if (card.status === "pending") return t.t("boughtText.pending", { name });
  return Date.parse(card.deliverAt) <= nowMs
    ? t.t("boughtText.now", { name, email })
    : t.t("boughtText.later", { name, email, day: formatGiftCardDay(card.deliverOn, t.locale) });
}
