import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import { CANCEL_REASONS } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@kora/shared/i18n/locales.ts";
import { mailBookingsMessages } from "@kora/shared/i18n/messages/mail-bookings.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import type { MailFact } from "../../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../../i18n/translator.ts";
import type { BookingRow } from "../bookings.table.ts";

/** A person as a booking mail names them. */
export interface MailPerson {
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * Everything a booking mail says, gathered by booking-notify.ts: the booking, both people from the
 * recipient's side, the times on the table and the money. Pure data, so the wording is table-tested.
 */
export interface BookingMailFacts {
  booking: Pick<
    BookingRow,
    | "id"
    | "status"
    | "advisor_id"
    | "learner_id"
    | "created_by"
    | "confirmed_by"
    | "cancelled_by"
    | "awaiting_from"
    | "rescheduled_by"
    | "instant_booking"
    | "start_ms"
    | "end_ms"
    | "duration"
    | "request_expires_at_ms"
    | "discussion_topic"
    | "last_message"
    | "cancel_message"
    | "cancel_reason"
    | "currency"
    | "payment_status"
    | "payment_due_ms"
    | "payment_failure"
    | "charged_minor"
    | "credit_minor"
    | "refunded_minor"
  >;
  cardTitle: string;
  /** The recipient, whose zone and language the mail is written in (English when the language is unknown). */
  recipient: MailPerson & { timezone: string; locale?: string };
  other: MailPerson;
  /** The learner's price and the advisor's fee, fixed at the request. */
  price: { total: number; advisorFee: number; free: boolean };
  /** The latest round of proposed times, earliest first (the request's, a counter-proposal's or a reschedule's). */
  suggestedTimes: { start_ms: number; duration: number }[];
  /** The advisor's transfer for this booking, once one is scheduled. */
  payoutMinor: number | null;
  /** Why money went back, in words (the refund's reason). */
  refundReason?: string;
  links: { booking: string; join: string };
}

/** "Tue 5 May 2026, 9:00 am (Australia/Sydney)" in the recipient's zone and language, with the zone named. */
export function formatWhen(ms: number, timeZone: string, locale: Locale = "en"): string {
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: locale === "en" ? "numeric" : "2-digit",
    minute: "2-digit",
    ...(locale === "en" && { hour12: true }),
  }).format(ms);
  return `${text.replace(/\u202f/g, " ")} (${timeZone})`;
}

export type MailBookingsTranslator = Translator<KeyOf<typeof mailBookingsMessages>>;

/** The recipient's language: Kora's languages only, else English. */
export const localeOf = (f: BookingMailFacts): Locale => (isLocale(f.recipient.locale) ? f.recipient.locale : DEFAULT_LOCALE);
/** The booking mails' words in the recipient's language. */
export const wordsFor = (f: BookingMailFacts): MailBookingsTranslator => serverTranslator(mailBookingsMessages, localeOf(f));

export const fullName = (person: MailPerson) => `${person.first_name} ${person.last_name}`.trim();
export const roleOf = (f: BookingMailFacts): "advisor" | "learner" => (f.booking.advisor_id === f.recipient.id ? "advisor" : "learner");
export const when = (f: BookingMailFacts, ms: number) => formatWhen(ms, f.recipient.timezone, localeOf(f));
export const money = (f: BookingMailFacts, minor: number) => formatMoney(minor, f.booking.currency, localeOf(f));
export const isFree = (f: BookingMailFacts) => f.price.free || f.price.total <= 0;

/** Who did it, from the recipient's side: "you", the other party, a group admin, or "system" (a job, the bank). */
export type Actor = "you" | "other" | "admin" | "system";
export function actor(f: BookingMailFacts, userId: string | null): Actor {
  if (userId === null) return "system";
  if (userId === f.recipient.id) return "you";
  if (userId === f.other.id) return "other";
  return "admin";
}

export const whenFact = (f: BookingMailFacts): MailFact[] =>
  f.booking.start_ms === null ? [] : [{ label: wordsFor(f).t("fact.when"), value: when(f, f.booking.start_ms) }];
export const lengthFact = (f: BookingMailFacts): MailFact => ({
  label: wordsFor(f).t("fact.length"),
  value: formatDuration(f.booking.duration, localeOf(f)),
});
export const withFact = (f: BookingMailFacts): MailFact => ({ label: wordsFor(f).t("fact.with"), value: fullName(f.other) });
export const timesFact = (f: BookingMailFacts, label: string, was?: string): MailFact => ({
  label,
  value: f.suggestedTimes.map((t) => when(f, t.start_ms)),
  ...(was ? { was } : {}),
});
export const expiryFact = (f: BookingMailFacts, label: string): MailFact[] =>
  f.booking.request_expires_at_ms === null ? [] : [{ label, value: when(f, f.booking.request_expires_at_ms) }];
export const reasonFact = (f: BookingMailFacts): MailFact[] => {
  const reason = CANCEL_REASONS.find((known) => known === f.booking.cancel_reason);
  const t = wordsFor(f);
  return reason ? [{ label: t.t("fact.reason"), value: t.t(`reason.${reason}`) }] : [];
};

/** The price before anything is charged: the learner's total, or the advisor's earnings. */
export function priceFact(f: BookingMailFacts): MailFact {
  const t = wordsFor(f);
  if (isFree(f)) return { label: t.t("fact.price"), value: t.t("fact.freeSession") };
  return roleOf(f) === "learner"
    ? { label: t.t("fact.price"), value: t.t("fact.priceOnConfirm", { price: money(f, f.price.total) }) }
    : { label: t.t("fact.yourEarnings"), value: money(f, f.price.advisorFee) };
}

/** What was charged (learner) or will be earned (advisor) for a confirmed session. */
export function paidFacts(f: BookingMailFacts): MailFact[] {
  const t = wordsFor(f);
  if (isFree(f)) return [{ label: t.t("fact.price"), value: t.t("fact.freeSession") }];
  if (roleOf(f) === "advisor")
    return [
      { label: t.t("fact.yourEarnings"), value: t.t("fact.earningsAfter", { amount: money(f, f.payoutMinor ?? f.price.advisorFee) }) },
    ];
  const { charged_minor: charged, credit_minor: credit, payment_status: status } = f.booking;
  if (charged > 0)
    return [
      {
        label: t.t("fact.charged"),
        value: credit > 0 ? t.t("fact.chargedWithCredit", { amount: money(f, charged), credit: money(f, credit) }) : money(f, charged),
      },
    ];
  if (status === "action-required" || status === "failed") return [{ label: t.t("fact.payment"), value: t.t("fact.paymentIncomplete") }];
  return [{ label: t.t("fact.price"), value: t.t("fact.beingCharged", { price: money(f, f.price.total) }) }];
}

/**
 * A refund in words: the amount, and where it went when part of it went back as credit (the card
 * first, the rest as credit: refund-split.ts), as the booking page, Billing and the dialogs say it.
 */
export function refundedValue(f: BookingMailFacts, refunded: number): string {
  const split = refundSplit(refunded, f.booking.charged_minor, f.booking.credit_minor);
  if (split.credit === 0) return money(f, refunded);
  const t = wordsFor(f);
  const card =
    split.card <= 0
      ? null
      : roleOf(f) === "learner"
        ? t.t("refund.toYourCard", { amount: money(f, split.card) })
        : t.t("refund.toTheirCard", { amount: money(f, split.card), name: f.other.first_name });
  const credit = t.t("refund.asCredit", { amount: money(f, split.credit) });
  return t.t("refund.split", { amount: money(f, refunded), parts: card ? t.t("refund.both", { card, credit }) : credit });
}

/** After a cancellation or a refund: what went back, what was kept, and (advisor) what is still paid. */
export function settledFacts(f: BookingMailFacts): MailFact[] {
  const t = wordsFor(f);
  const { charged_minor: charged, refunded_minor: refunded } = f.booking;
  if (charged <= 0) return [{ label: t.t("fact.charged"), value: t.t("fact.nothingCharged") }];
  const facts: MailFact[] = [];
  const learner = roleOf(f) === "learner";
  facts.push({
    label: learner ? t.t("fact.refundedToYou") : t.t("fact.refundedTo", { name: f.other.first_name }),
    value: refundedValue(f, refunded),
  });
  if (charged - refunded > 0) facts.push({ label: t.t("fact.kept"), value: money(f, charged - refunded) });
  if (!learner) facts.push({ label: t.t("fact.yourEarnings"), value: money(f, f.payoutMinor ?? 0) });
  if (f.refundReason) facts.push({ label: t.t("fact.why"), value: f.refundReason });
  return facts;
}
