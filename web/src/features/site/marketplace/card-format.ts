/** Text for the card page. Pure: dates are the API's strings, "now" and zones are passed in. */

import { formatYearMonth } from "@kora/shared/domain/format/text.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";

export { formatDuration, formatYearMonth } from "@kora/shared/domain/format/text.ts";

/** "Mar 2019 – Present" / "Mar 2019 – Jun 2022". */
export const workPeriod = (start: string, end: string | null) => `${formatYearMonth(start)} – ${end ? formatYearMonth(end) : "Present"}`;

/** The Intl locale of a page language: English keeps the Australian forms ("9:05 am", "21 Nov 2026"). */
export const intlLocale = (locale: Locale) => (locale === "en" ? "en-AU" : locale);

/**
 * A list as the page's language writes it: "English, French" in English (the spec's form), "engelska
 * och franska" in Swedish; `or` lists alternatives ("30 min, 1 tim eller 1,5 tim").
 */
export function joinList(items: string[], locale: Locale, type: "and" | "or" = "and"): string {
  if (locale === "en") return items.join(", ");
  return new Intl.ListFormat(locale, { type: type === "and" ? "conjunction" : "disjunction" }).format(items);
}

/** The advisor's local time, like "9:05 am". */
export function localTime(timeZone: string, now: Date, locale = "en-AU"): string | null {
  try {
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(now).replace(/\u202f/g, " ");
  } catch {
    return null;
  }
}

/** "Europe/London" → "London"; "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const zoneCity = (timeZone: string) => (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");

/** The site a link goes to, without "www.". */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A review's date, like "21 Nov 2026". */
export function reviewDate(iso: string, locale = "en-AU"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}
