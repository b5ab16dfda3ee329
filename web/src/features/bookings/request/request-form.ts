import { DISCUSSION_TOPIC_MIN_LENGTH, type CreateBookingInput, type PriceBreakdownDto } from "@kora/shared/contracts/bookings.ts";
import { expiryOptions, EXPIRY_HOURS } from "@kora/shared/domain/bookings/expiry.ts";
import { currencySymbol, formatMoney as formatMoneyIn } from "@kora/shared/domain/money/rates.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { formatDayTime } from "../../../lib/slot-format.ts";
import { type BookingsT, ENGLISH } from "../bookings-i18n.ts";
import { tooLongIn } from "../booking-validation.ts";
import { ENGLISH_REQUEST, type RequestT } from "./request-i18n.ts";

/** The book form's state, as the page holds it. Pure helpers: the clock and zone are passed in. */
export interface RequestDraft {
  duration: number;
  /** Chosen starts, UTC ISO, in time order. */
  times: string[];
  topic: string;
  /** The requester's expiry pick; null = the default of the options. */
  expiry: ExpiryValue | null;
  instant: boolean;
  proBono: boolean;
  paymentMethodId: string | null;
  /** How a recording of the session is shared (core §3 request input). */
  recordingSharing: RecordingSharing;
}

export type RecordingSharing = CreateBookingInput["recordingSharing"];

export type ExpiryValue = "exact" | (typeof EXPIRY_HOURS)[number];
export interface ExpiryChoice {
  value: ExpiryValue;
  label: string;
}

/**
 * What the expiry select offers for these times (core §5): under 48 hours to the earliest, only "when the
 * session would start"; otherwise 24/48/72/96 hours, each clamped to the time left (and labelled by the
 * clamped hours), keeping the value the API takes. Empty without times.
 */
export function expiryChoices(times: readonly string[], nowMs: number, timeZone: string, t: RequestT = ENGLISH_REQUEST): ExpiryChoice[] {
  if (times.length === 0) return [];
  const earliest = Math.min(...times.map((time) => Date.parse(time)));
  const options = expiryOptions(earliest, nowMs);
  if (options.kind === "exact")
    return [{ value: "exact", label: t.t("expiry.exact", { time: formatDayTime(options.atMs, timeZone, t.locale) }) }];
  const choices: ExpiryChoice[] = [];
  const shownHours: number[] = [];
  for (const hours of EXPIRY_HOURS) {
    const shown = Math.min(hours, Math.floor((earliest - nowMs) / 3_600_000));
    if (shownHours.includes(shown)) continue;
    shownHours.push(shown);
    choices.push({ value: hours, label: t.t("expiry.hours", { hours: shown }) });
  }
  return choices;
}

/** The pick if it is still offered, else the default: the second choice when there are several (48 hours), else the only one. */
export function effectiveExpiry(choices: readonly ExpiryChoice[], picked: ExpiryValue | null): ExpiryValue | null {
  if (choices.length === 0) return null;
  if (picked !== null && choices.some((choice) => choice.value === picked)) return picked;
  return choices[choices.length > 1 ? 1 : 0]!.value;
}

export type RequestField = "duration" | "preferredTimes" | "discussionTopic" | "expiry" | "paymentMethodId";

/** Checks the draft before sending, in page order; the server checks again. `t` words the messages (English: BOOKING_MESSAGES'). */
export function validateDraft(draft: RequestDraft, paid: boolean, t: BookingsT = ENGLISH): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {};
  if (draft.times.length === 0 || draft.times.length > (draft.instant ? 1 : 3))
    errors.preferredTimes = t.t(draft.instant ? "validation.chooseOneTime" : "validation.times");
  const topic = draft.topic.trim();
  const topicTooLong = tooLongIn(topic, TEXT_LIMITS.discussionTopic, t);
  if (topic.length < DISCUSSION_TOPIC_MIN_LENGTH)
    errors.discussionTopic =
      topic.length === 0 ? t.t("validation.topic") : t.t("validation.topicMin", { min: String(DISCUSSION_TOPIC_MIN_LENGTH) });
  else if (topicTooLong) errors.discussionTopic = topicTooLong;
  if (paid && !draft.paymentMethodId) errors.paymentMethodId = t.t("validation.paymentMethod");
  return errors;
}

/** The body of POST /api/bookings for a learner's request or instant booking. */
export function requestBody(cardId: string, draft: RequestDraft, expiry: ExpiryValue | null, paid: boolean): CreateBookingInput {
  return {
    cardId,
    duration: draft.duration,
    preferredTimes: draft.instant ? draft.times.slice(0, 1) : draft.times,
    discussionTopic: draft.topic.trim(),
    expiry: draft.instant ? null : expiry,
    instant: draft.instant,
    useProbonoCredit: draft.proBono,
    paymentMethodId: paid ? draft.paymentMethodId : null,
    recordingSharing: draft.recordingSharing,
  };
}

/**
 * One idempotency key per submission attempt: the same body sent again (a retry after a lost answer)
 * keeps its key so the server makes one booking; a changed body is a new attempt with a new key.
 */
export function idempotencyKeyFor(
  previous: { body: string; key: string } | null,
  body: string,
  makeKey: () => string,
): { body: string; key: string } {
  return previous && previous.body === body ? previous : { body, key: makeKey() };
}

/** "A$90.00" — an amount in minor units with its currency symbol ("90,00 A$" in other languages' own way). */
export const formatMoney = (minor: number, currency: string, locale: Locale = "en") =>
  locale === "en" ? `${currencySymbol(currency)}${(minor / 100).toFixed(2)}` : formatMoneyIn(minor, currency, locale);

export interface PriceLine {
  label: string;
  amount: string;
}

/** The breakdown as lines (advisor fee, admin fee %, private card fee % when charged) and the total. */
export function priceLines(
  price: PriceBreakdownDto,
  durationText: string,
  t: RequestT = ENGLISH_REQUEST,
): { lines: PriceLine[]; total: string } {
  if (price.free) return { lines: [], total: t.t("price.free") };
  const money = (minor: number) => formatMoney(minor, price.currency, t.locale);
  const lines: PriceLine[] = [
    { label: t.t("price.advisorFee", { duration: durationText }), amount: money(price.advisorFee) },
    { label: t.t("price.adminFee", { percent: price.adminFeePercent }), amount: money(price.adminFee) },
  ];
  if (price.privateCardFee > 0)
    lines.push({ label: t.t("price.privateCardFee", { percent: price.privateCardFeePercent }), amount: money(price.privateCardFee) });
  return { lines, total: money(price.total) };
}
