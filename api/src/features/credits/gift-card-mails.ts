import { appPath } from "@kora/shared/brand.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatGiftCardDay } from "@kora/shared/domain/money/gift-cards.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailCreditsMessages } from "@kora/shared/i18n/messages/mail-credits.ts";
import { escapeHtml, htmlMessage, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { GiftCardRow } from "./credits.table.ts";

const amountOf = (card: GiftCardRow, locale: Locale) => formatMoney(card.amount, card.currency, locale);

/**
 * The recipient's mail: who it's from, their message, the code and how to redeem it. The recipient
 * may have no account, so it is written in the buyer's language (English when not given).
 */
export function giftCardMail(input: {
  card: GiftCardRow;
  buyerFirstName: string;
  code: string;
  expiresAt: string;
  publicUrl: string;
  locale?: Locale;
}): MailMessage {
  const { card, buyerFirstName: buyer, code, publicUrl, locale = "en" } = input;
  const t = serverTranslator(mailCreditsMessages, locale);
  const amount = amountOf(card, locale);
  const credits = `${publicUrl}${appPath("more/credits")}`;
  const subject = t.t("gift.subject", { buyer, amount });
  const lead = t.t("gift.lead", { name: card.recipient_name, buyer, amount });
  const expiry = t.t("gift.expiry", { date: formatCreditExpiry(input.expiresAt, "UTC", locale) });
  const by = t.t("gift.messageBy", { buyer });
  const message = card.message ? `${by}\n${t.t("gift.quoted", { message: card.message })}` : null;
  const text = [lead, message, t.t("gift.code", { code }), t.t("gift.redeem", { url: credits }), expiry].filter(Boolean).join("\n\n");
  const html = layout(
    t.t("gift.title", { buyer }),
    [
      escapeHtml(lead),
      ...(card.message ? [`<em>${escapeHtml(by)}</em><br>${escapeHtml(card.message).replace(/\n/g, "<br>")}`] : []),
      htmlMessage(t, "gift.codeHtml", { code }, { b: (inner) => `<strong style="font-size:18px;letter-spacing:1px">${inner}</strong>` }),
      htmlMessage(t, "gift.redeemHtml", {}, { link: (inner) => `<a href="${escapeHtml(credits)}">${inner}</a>` }),
      escapeHtml(expiry),
    ],
    locale,
  );
  return { to: card.recipient_email, subject, text, html };
}

/** The buyer's confirmation, in their language: what they bought, for whom, and when it will be delivered. */
export function purchaseConfirmationMail(input: {
  card: GiftCardRow;
  to: string;
  firstName: string;
  deliversNow: boolean;
  locale?: Locale;
}): MailMessage {
  const { card, locale = "en" } = input;
  const t = serverTranslator(mailCreditsMessages, locale);
  const recipient = { name: card.recipient_name, email: card.recipient_email };
  const when = input.deliversNow
    ? t.t("bought.sentNow", recipient)
    : t.t("bought.sendsOn", { ...recipient, date: formatGiftCardDay(card.deliver_on, locale) });
  const lead = t.t("bought.lead", { buyer: input.firstName, amount: amountOf(card, locale), name: card.recipient_name });
  const receipt = t.t("bought.receipt");
  return {
    to: input.to,
    subject: t.t("bought.subject", { name: card.recipient_name }),
    text: [lead, when, receipt].join("\n\n"),
    html: layout(t.t("bought.title"), [escapeHtml(lead), escapeHtml(when), escapeHtml(receipt)], locale),
  };
}
