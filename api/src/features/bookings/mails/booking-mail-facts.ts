import { refundSplit, refundSplitWords } from "@kora/shared/domain/money/refund-split.ts";
import { CANCEL_REASON_LABELS } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { MailFact } from "../../../adapters/mail/mail-layout.ts";
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
  recipient: MailPerson & { timezone: string };
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

/** "Tue 5 May 2026, 9:00 am (Australia/Sydney)" in the recipient's zone, with the zone named. */
export function formatWhen(ms: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(ms);
  return `${text.replace(/\u202f/g, " ")} (${timeZone})`;
}

export const fullName = (person: MailPerson) => `${person.first_name} ${person.last_name}`.trim();
export const roleOf = (f: BookingMailFacts): "advisor" | "learner" => (f.booking.advisor_id === f.recipient.id ? "advisor" : "learner");
export const when = (f: BookingMailFacts, ms: number) => formatWhen(ms, f.recipient.timezone);
export const money = (f: BookingMailFacts, minor: number) => formatMoney(minor, f.booking.currency);
export const isFree = (f: BookingMailFacts) => f.price.free || f.price.total <= 0;

/** Who did it, from the recipient's side: "You", the other's first name, or null for the system (a job, the bank). */
export function actor(f: BookingMailFacts, userId: string | null): string | null {
  if (userId === null) return null;
  if (userId === f.recipient.id) return "You";
  if (userId === f.other.id) return f.other.first_name;
  return "The group admin";
}

export const whenFact = (f: BookingMailFacts): MailFact[] =>
  f.booking.start_ms === null ? [] : [{ label: "When", value: when(f, f.booking.start_ms) }];
export const lengthFact = (f: BookingMailFacts): MailFact => ({ label: "Length", value: formatDuration(f.booking.duration) });
export const withFact = (f: BookingMailFacts): MailFact => ({ label: "With", value: fullName(f.other) });
export const timesFact = (f: BookingMailFacts, label: string, was?: string): MailFact => ({
  label,
  value: f.suggestedTimes.map((t) => when(f, t.start_ms)),
  ...(was ? { was } : {}),
});
export const expiryFact = (f: BookingMailFacts, label: string): MailFact[] =>
  f.booking.request_expires_at_ms === null ? [] : [{ label, value: when(f, f.booking.request_expires_at_ms) }];
export const reasonFact = (f: BookingMailFacts): MailFact[] => {
  const reason = f.booking.cancel_reason;
  const label = reason ? CANCEL_REASON_LABELS[reason as keyof typeof CANCEL_REASON_LABELS] : undefined;
  return label ? [{ label: "Reason", value: label }] : [];
};

/** The price before anything is charged: the learner's total, or the advisor's earnings. */
export function priceFact(f: BookingMailFacts): MailFact {
  if (isFree(f)) return { label: "Price", value: "Free session" };
  return roleOf(f) === "learner"
    ? { label: "Price", value: `${money(f, f.price.total)}, charged only when the booking is confirmed` }
    : { label: "Your earnings", value: money(f, f.price.advisorFee) };
}

/** What was charged (learner) or will be earned (advisor) for a confirmed session. */
export function paidFacts(f: BookingMailFacts): MailFact[] {
  if (isFree(f)) return [{ label: "Price", value: "Free session" }];
  if (roleOf(f) === "advisor")
    return [{ label: "Your earnings", value: `${money(f, f.payoutMinor ?? f.price.advisorFee)}, paid after the session` }];
  const { charged_minor: charged, credit_minor: credit, payment_status: status } = f.booking;
  if (charged > 0)
    return [{ label: "Charged", value: `${money(f, charged)}${credit > 0 ? ` (${money(f, credit)} of it from your credit)` : ""}` }];
  if (status === "action-required" || status === "failed") return [{ label: "Payment", value: "Not complete yet: see the booking page" }];
  return [{ label: "Price", value: `${money(f, f.price.total)}, being charged to your card` }];
}

/**
 * A refund in words: the amount, and where it went when part of it went back as credit (the card
 * first, the rest as credit: refund-split.ts), as the booking page, Billing and the dialogs say it.
 */
export function refundedValue(f: BookingMailFacts, refunded: number): string {
  const split = refundSplit(refunded, f.booking.charged_minor, f.booking.credit_minor);
  if (split.credit === 0) return money(f, refunded);
  const whose = roleOf(f) === "learner" ? "your card" : `${f.other.first_name}'s card`;
  return `${money(f, refunded)}: ${refundSplitWords(split, f.booking.currency, whose)}`;
}

/** After a cancellation or a refund: what went back, what was kept, and (advisor) what is still paid. */
export function settledFacts(f: BookingMailFacts): MailFact[] {
  const { charged_minor: charged, refunded_minor: refunded } = f.booking;
  if (charged <= 0) return [{ label: "Charged", value: "Nothing was charged" }];
  const facts: MailFact[] = [];
  const learner = roleOf(f) === "learner";
  facts.push({ label: learner ? "Refunded to you" : `Refunded to ${f.other.first_name}`, value: refundedValue(f, refunded) });
  if (charged - refunded > 0) facts.push({ label: "Kept under the cancellation policy", value: money(f, charged - refunded) });
  if (!learner) facts.push({ label: "Your earnings", value: money(f, f.payoutMinor ?? 0) });
  if (f.refundReason) facts.push({ label: "Why", value: f.refundReason });
  return facts;
}
