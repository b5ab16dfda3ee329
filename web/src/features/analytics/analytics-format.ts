import type { Analytics, AnalyticsMonth, BookingCountsDto } from "@kora/shared/contracts/analytics.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import type { analyticsMessages } from "@kora/shared/i18n/messages/analytics.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";

/** Pure helpers of the analytics page: labels, chart rows and headline figures. */

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** One month format per language and length (English as the spec writes months: en-AU). */
function monthFormat(length: "short" | "long", locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}/${length}`;
  let format = monthFormats.get(key);
  if (!format) {
    const options = length === "short" ? ({ month: "short" } as const) : ({ month: "long", year: "numeric" } as const);
    format = new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { ...options, timeZone: "UTC" });
    monthFormats.set(key, format);
  }
  return format;
}

/** "2026-11" → "Nov" (chart axis; "nov." in Swedish). */
export const monthLabel = (month: string, locale: Locale = "en") => monthFormat("short", locale).format(new Date(`${month}-01T00:00:00Z`));
/** "2026-11" → "November 2026" (tables). */
export const longMonthLabel = (month: string, locale: Locale = "en") =>
  monthFormat("long", locale).format(new Date(`${month}-01T00:00:00Z`));

/** The parts a month's requests split into, in the order the chart stacks them; `label` is the series' name in the analytics messages. */
export const BOOKING_SERIES: {
  key: Exclude<keyof BookingCountsDto, "requested">;
  label: KeyOf<typeof analyticsMessages>;
  colour: string;
}[] = [
  { key: "completed", label: "series.completed", colour: "var(--color-accent)" },
  { key: "confirmed", label: "series.confirmed", colour: "var(--color-secondary)" },
  { key: "awaiting", label: "series.awaiting", colour: "var(--grey-400)" },
  { key: "cancelled", label: "series.cancelled", colour: "var(--color-primary)" },
  { key: "expired", label: "series.expired", colour: "var(--grey-700)" },
];

/** The currencies any income came in, in the server's order (alphabetical). */
export const incomeCurrencies = (analytics: Analytics): string[] => analytics.totals.income.map((line) => line.currency);

/** One chart row per month: the axis label and the income earned per currency, in major units. */
export function incomeRows(months: AnalyticsMonth[], currencies: string[], locale: Locale = "en") {
  return months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month, locale),
    ...Object.fromEntries(currencies.map((c) => [c, (m.income.find((line) => line.currency === c)?.earned ?? 0) / 100])),
  }));
}

/** A month's earned and paid amount in one currency, formatted. */
export function incomeCell(month: AnalyticsMonth, currency: string, locale: Locale = "en"): { earned: string; paid: string } {
  const line = month.income.find((l) => l.currency === currency);
  return { earned: formatMoney(line?.earned ?? 0, currency, locale), paid: formatMoney(line?.paid ?? 0, currency, locale) };
}

/** The headline income: each currency's total, "A$50.00 · US$20.00", or a zero in the person's own currency. */
export function incomeHeadline(analytics: Analytics, fallbackCurrency: string, locale: Locale = "en"): string {
  const lines = analytics.totals.income;
  if (lines.length === 0) return formatMoney(0, fallbackCurrency, locale);
  return lines.map((line) => formatMoney(line.earned, line.currency, locale)).join(" · ");
}
