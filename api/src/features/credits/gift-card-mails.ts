import { appPath, BRAND } from "@kora/shared/brand.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatGiftCardDay } from "@kora/shared/domain/money/gift-cards.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import type { GiftCardRow } from "./credits.table.ts";

const amountOf = (card: GiftCardRow) => formatMoney(card.amount, card.currency);

/** The recipient's mail: who it's from, their message, the code and how to redeem it. */
export function giftCardMail(input: {
  card: GiftCardRow;
  buyerFirstName: string;
  code: string;
  expiresAt: string;
  publicUrl: string;
}): MailMessage {
  const { card, buyerFirstName, code, publicUrl } = input;
  const subject = `${buyerFirstName} sent you a ${BRAND.name} gift card worth ${amountOf(card)}`;
  const lead = `Hi ${card.recipient_name}, ${buyerFirstName} has given you a ${BRAND.name} gift card worth ${amountOf(card)}: credit towards a one-to-one video session with any advisor on ${BRAND.name}.`;
  const redeem = `To use it, sign up or log in, then enter the code when you book a session (it asks for a voucher code), or on your Credits page: ${publicUrl}${appPath("more/credits")}`;
  const expiry = `Redeem it by ${formatCreditExpiry(input.expiresAt, "UTC")}. Once redeemed, the credit lasts a year.`;
  const message = card.message ? `${buyerFirstName}'s message:\n"${card.message}"` : null;
  const text = [lead, message, `Your code: ${code}`, redeem, expiry].filter(Boolean).join("\n\n");
  const html = layout(`A gift from ${buyerFirstName}`, [
    escapeHtml(lead),
    ...(card.message ? [`<em>${escapeHtml(buyerFirstName)}'s message:</em><br>${escapeHtml(card.message).replace(/\n/g, "<br>")}`] : []),
    `Your code: <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(code)}</strong>`,
    `To use it, sign up or log in, then enter the code when you book a session (it asks for a voucher code), or on your <a href="${escapeHtml(publicUrl + appPath("more/credits"))}">Credits page</a>.`,
    escapeHtml(expiry),
  ]);
  return { to: card.recipient_email, subject, text, html };
}

/** The buyer's confirmation: what they bought, for whom, and when it will be delivered. */
export function purchaseConfirmationMail(input: { card: GiftCardRow; to: string; firstName: string; deliversNow: boolean }): MailMessage {
  const { card } = input;
  const when = input.deliversNow
    ? `We've emailed it to ${card.recipient_name} (${card.recipient_email}) now.`
    : `We'll email it to ${card.recipient_name} (${card.recipient_email}) on ${formatGiftCardDay(card.deliver_on)}.`;
  const lead = `Thanks, ${input.firstName}. Your ${amountOf(card)} ${BRAND.name} gift card for ${card.recipient_name} is paid.`;
  const receipt = "The payment is in your receipts under Billing.";
  return {
    to: input.to,
    subject: `Your gift card for ${card.recipient_name}`,
    text: [lead, when, receipt].join("\n\n"),
    html: layout("Gift card bought", [escapeHtml(lead), escapeHtml(when), escapeHtml(receipt)]),
  };
}
