/** Date and time formatting. Pure: the zone, locale and "now" are passed in. */
import type { Locale } from "@kora/shared/i18n/locales.ts";

/** A date-time in a given IANA zone, like "Sat, 21 Nov 2026, 10:42 am" ("lör 21 nov. 2026 10:42" in Swedish). */
export function formatDateTime(iso: string, timeZone?: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}

/** "2 minutes ago" style text for recent moments; falls back to the date beyond a week. */
export function formatRelative(iso: string, now: number, locale: Locale = "en"): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  if (abs < 604_800) return format.format(Math.round(seconds / 86_400), "day");
  return formatDateTime(iso, undefined, locale);
}

export type GreetingTime = "night" | "morning" | "afternoon" | "evening";

/** The part of the day for a greeting, by the hour in the user's zone (a screen words it in its language). */
export function greetingTime(now: Date, timeZone?: string): GreetingTime {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  if (hour < 5) return "night";
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

const GREETINGS: Record<GreetingTime, string> = {
  night: "Hello",
  morning: "Good morning",
  afternoon: "Good afternoon",
  evening: "Good evening",
};

/** A greeting for the hour of the day in the user's zone, in English (the dashboard words `greetingTime` in the page's language). */
export function greeting(now: Date, timeZone?: string): string {
  return GREETINGS[greetingTime(now, timeZone)];
}
