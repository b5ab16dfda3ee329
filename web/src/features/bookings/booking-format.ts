import type { BookingDto, PriceBreakdownDto } from "@kora/shared/contracts/bookings.ts";
import { formatTimeLeft as formatTimeLeftInEnglish } from "@kora/shared/domain/bookings/expiry.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { advisorTime, formatDay, formatClock as formatSlotClock, formatWeekday } from "../../lib/slot-format.ts";
import { type BookingsT, ENGLISH } from "./bookings-i18n.ts";

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(ms: number, timeZone: string, withYear: boolean): Parts {
  const key = `${timeZone}|${withYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: withYear ? "numeric" : undefined,
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone,
    });
    formatters.set(key, formatter);
  }
  const parts: Parts = {};
  for (const part of formatter.formatToParts(ms)) parts[part.type] = part.value;
  return parts;
}

const yearIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone }).format(ms);

/** In another language than English: the language's own way of writing a day and time ("tis 5 maj 09:00"). */
const inLanguage = (locale: Locale, ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(ms);

/**
 * A session time in the viewer's zone, the way the toasts of public-site §4 write it:
 * "Tue 5 May, 9:00 am"; the year is added when it is not the current one ("Tue 5 May 2027, 9:00 am").
 * Built from parts, so every engine prints the same text. Other languages write it their own way.
 */
export function formatBookingTime(iso: string, timeZone: string, nowMs: number = Date.now(), locale: Locale = "en"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const withYear = yearIn(ms, timeZone) !== yearIn(nowMs, timeZone);
  if (locale !== "en")
    return inLanguage(locale, ms, timeZone, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: withYear ? "numeric" : undefined,
      hour: "2-digit",
      minute: "2-digit",
    });
  const p = partsOf(ms, timeZone, withYear);
  const period = (p.dayPeriod ?? "").toLowerCase();
  return `${p.weekday} ${p.day} ${p.month}${withYear ? ` ${p.year}` : ""}, ${p.hour}:${p.minute} ${period}`.trim();
}

/** Only the clock time in the zone ("10:30 am"), for the end of a range ("10:30" in other languages). */
export function formatClock(iso: string, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en") return inLanguage(locale, Date.parse(iso), timeZone, { hour: "2-digit", minute: "2-digit" });
  const p = partsOf(Date.parse(iso), timeZone, false);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`.trim();
}

/** "Tue 5 May, 9:00 am – 10:00 am": a session from its start and length in minutes. */
export function formatSessionRange(
  startIso: string,
  durationMinutes: number,
  timeZone: string,
  nowMs: number = Date.now(),
  locale: Locale = "en",
): string {
  const end = new Date(Date.parse(startIso) + durationMinutes * 60_000).toISOString();
  return `${formatBookingTime(startIso, timeZone, nowMs, locale)} – ${formatClock(end, timeZone, locale)}`;
}

/**
 * "Expires in 3 hours" style time left: minutes under 4 hours, else hours (core §9). English keeps the
 * shared wording; other languages name the unit their own way ("3 timmar", "45 Minuten").
 */
export function formatTimeLeft(ms: number, locale: Locale = "en"): string {
  if (locale === "en") return formatTimeLeftInEnglish(ms);
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const [value, unit] = minutes < 240 ? [minutes, "minute"] : [Math.round(minutes / 60), "hour"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/**
 * The other side's clock for a time, or null when both are in the same zone: "11:00 pm", or "11:00 pm Mon"
 * when their date differs from the viewer's (slot-format's `advisorTime`); "mån 23:00" in other languages.
 */
export function theirTime(ms: number, viewerZone: string, otherZone: string, locale: Locale = "en"): string | null {
  const english = advisorTime(ms, viewerZone, otherZone);
  if (!english || locale === "en") return english;
  const clock = formatSlotClock(ms, otherZone, locale);
  return formatDay(ms, otherZone) === formatDay(ms, viewerZone) ? clock : `${formatWeekday(ms, otherZone, locale)} ${clock}`;
}

/** The zone's short name where it has one ("AEST", "GMT+2"), for "times in your zone" notes. */
export function zoneName(timeZone: string, atMs: number = Date.now()): string {
  const part = new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "short" })
    .formatToParts(atMs)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** Money in minor units: "A$45.00" (the one formatter, in shared/domain/money). */
export { formatMoney };

/** What the session costs the learner: "Free" or the total. */
export const priceLabel = (price: PriceBreakdownDto, t: BookingsT = ENGLISH) =>
  price.free || price.total <= 0 ? t.t("price.free") : formatMoney(price.total, price.currency, t.locale);

export type PartyDto = BookingDto["advisor"];

/** The person on the other side of the booking from the viewer; a facilitator sees the advisor and the learner. */
export function otherParties(booking: Pick<BookingDto, "role" | "advisor" | "learner">): PartyDto[] {
  if (booking.role === "advisor") return [booking.learner];
  if (booking.role === "learner") return [booking.advisor];
  return [booking.advisor, booking.learner];
}

/** "Maya and Lena": names joined the way the language lists them ("Maya och Lena", "Maya et Lena"). */
export const joinNames = (names: readonly string[], locale: Locale = "en") =>
  locale === "en" ? names.join(" and ") : new Intl.ListFormat(locale, { type: "conjunction" }).format(names);

/** "Lena", or "Maya and Lena" for a facilitator. */
export const otherNames = (booking: Pick<BookingDto, "role" | "advisor" | "learner">, locale: Locale = "en") =>
  joinNames(
    otherParties(booking).map((party) => party.firstName),
    locale,
  );

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("") || "?";

/** Which side someone is on: the API names people by user id, sides by "advisor"/"learner"; both are accepted. */
export function sideOf(who: string | null | undefined, booking: Pick<BookingDto, "advisorId" | "learnerId">): "advisor" | "learner" | null {
  if (!who) return null;
  if (who === "advisor" || who === booking.advisorId) return "advisor";
  if (who === "learner" || who === booking.learnerId) return "learner";
  return null;
}

/** The viewer's own side, or null for a facilitator. */
export const mySide = (booking: Pick<BookingDto, "role">) => (booking.role === "facilitator" ? null : booking.role);

/** Did the viewer do this (suggested a time, cancelled…)? `who` is a user id or a side. */
export function isMine(
  who: string | null | undefined,
  booking: Pick<BookingDto, "role" | "advisorId" | "learnerId">,
  meId: string,
): boolean {
  if (!who) return false;
  if (who === meId) return true;
  const side = mySide(booking);
  return side !== null && who === side;
}

/** "Lena" / "You" for whoever `who` is. */
export function whoLabel(
  who: string | null | undefined,
  booking: Pick<BookingDto, "role" | "advisor" | "learner" | "advisorId" | "learnerId">,
  meId: string,
  t: BookingsT = ENGLISH,
): string | null {
  if (!who) return null;
  if (isMine(who, booking, meId)) return t.t("who.you");
  const side = sideOf(who, booking);
  if (side === "advisor") return booking.advisor.firstName;
  if (side === "learner") return booking.learner.firstName;
  return null;
}
