import { FULL_NAME_MAX_LENGTH } from "../../constants.ts";
import { fillMessage } from "../../messages.ts";
import { addDays, utcToZonedParts, zonedWallToUtcOrNext } from "../availability/zones.ts";
import { validateEmail } from "../validation/rules.ts";
import { textLimit, tooLong } from "../validation/text-limit-core.ts";
import { currencySymbol } from "./rates.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * Gift cards (public-site §1, §9): the amounts, the purchase form's rules and when the recipient is
 * mailed. Pure and zod-free: the public /giftcards page checks the form with these, the API's schema
 * (contracts/gift-cards.ts) with the same ones, so both ends give the same messages.
 */

/** $25, $50 and $100, in minor units of the buyer's currency. */
export const GIFT_CARD_AMOUNTS = [2500, 5000, 10_000] as const;
export type GiftCardAmount = (typeof GIFT_CARD_AMOUNTS)[number];

export const GIFT_CARD_LIMITS = {
  nameMin: 2,
  /** How far ahead a delivery date may be: up to a year from today. */
  deliveryDays: 365,
  recipientName: textLimit("recipient's name", FULL_NAME_MAX_LENGTH),
  message: textLimit("message", 500),
} as const;

/** A delivery date after today is mailed at this hour of that day, in the buyer's timezone. */
export const GIFT_CARD_DELIVERY_HOUR = 9;

export const GIFT_CARD_MESSAGES = {
  amount: "Please choose $25, $50 or $100.",
  deliverOn: "Please choose a delivery date from today up to a year from now.",
  paymentMethod: "Please add a payment card to buy a gift card.",
} as const;

/** The form as typed: strings, as a browser's form data has them (the amount too). */
export interface GiftCardFormValues {
  amount: string | number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
}

export type GiftCardField = keyof GiftCardFormValues;
export type GiftCardFormErrors = Partial<Record<GiftCardField, string>>;

export const isGiftCardAmount = (value: unknown): value is GiftCardAmount =>
  typeof value === "number" && (GIFT_CARD_AMOUNTS as readonly number[]).includes(value);

/** A real calendar date written YYYY-MM-DD ("2027-02-30" is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The calendar date it is now in `timeZone`. */
export const todayIn = (nowMs: number, timeZone: string): string => utcToZonedParts(nowMs, timeZone).date;

/** The dates a gift card may be delivered on: today up to a year ahead (inclusive). */
export const deliveryWindow = (today: string): { first: string; last: string } => ({
  first: today,
  last: addDays(today, GIFT_CARD_LIMITS.deliveryDays),
});

/**
 * Checks one field (text trimmed first); null when it is fine. `today` (the buyer's date) bounds the
 * delivery date; null checks only that it is a date (the API's schema, which has no clock).
 */
export function validateGiftCardField(field: GiftCardField, values: GiftCardFormValues, today: string | null): string | null {
  switch (field) {
    case "amount":
      return isGiftCardAmount(Number(values.amount)) && String(values.amount).trim() !== "" ? null : GIFT_CARD_MESSAGES.amount;
    case "recipientName": {
      const name = values.recipientName.trim();
      if (name.length === 0) return fillMessage("required", { field: GIFT_CARD_LIMITS.recipientName.field });
      if (name.length < GIFT_CARD_LIMITS.nameMin)
        return fillMessage("minLength", { field: GIFT_CARD_LIMITS.recipientName.field, min: GIFT_CARD_LIMITS.nameMin });
      return tooLong(name, GIFT_CARD_LIMITS.recipientName);
    }
    case "recipientEmail":
      return validateEmail(values.recipientEmail);
    case "message":
      return tooLong(values.message, GIFT_CARD_LIMITS.message);
    case "deliverOn": {
      const date = values.deliverOn.trim();
      if (!isCalendarDate(date)) return GIFT_CARD_MESSAGES.deliverOn;
      if (today === null) return null;
      const { first, last } = deliveryWindow(today);
      return date < first || date > last ? GIFT_CARD_MESSAGES.deliverOn : null;
    }
  }
}

const FIELDS: GiftCardField[] = ["amount", "recipientName", "recipientEmail", "message", "deliverOn"];

/** Every broken rule, one message per field, in the form's order; an empty object means it can be sent. */
export function validateGiftCardForm(values: GiftCardFormValues, today: string | null): GiftCardFormErrors {
  const errors: GiftCardFormErrors = {};
  for (const field of FIELDS) {
    const message = validateGiftCardField(field, values, today);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * When the recipient's mail goes out: at once for today (or a day already begun), otherwise at
 * GIFT_CARD_DELIVERY_HOUR on the chosen day in the buyer's timezone. Never before `nowMs`.
 */
export function giftCardDeliveryMs(deliverOn: string, timeZone: string, nowMs: number): number {
  if (deliverOn <= todayIn(nowMs, timeZone)) return nowMs;
  return Math.max(nowMs, zonedWallToUtcOrNext(deliverOn, GIFT_CARD_DELIVERY_HOUR * 60, timeZone));
}

/** "$25" to a visitor (the spec's wording), "A$25" in the buyer's currency. */
export function giftCardAmountLabel(minor: number, currency: string | null): string {
  const whole = Number.isInteger(minor / 100) ? String(minor / 100) : (minor / 100).toFixed(2);
  return `${currency ? currencySymbol(currency) : "$"}${whole}`;
}

/** "Friday 12 March 2027": a delivery date as chosen (a calendar date, no zone involved). */
export function formatGiftCardDay(date: string, locale: Locale = "en"): string {
  if (!isCalendarDate(date)) return date;
  const day = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(Date.parse(`${date}T00:00:00Z`));
  return locale === "en" ? day.replace(",", "") : day;
}
