import type { Analytics, AnalyticsMonth, BookingCountsDto } from "@kora/shared/contracts/analytics.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";

/** Pure helpers of the analytics page: labels, chart rows and headline figures. */

const monthFormat = new Intl.DateTimeFormat("en-AU", { month: "short", timeZone: "UTC" });
const longMonthFormat = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "Nov" (chart axis). */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-11" → "November 2026" (tables). */
export const longMonthLabel = (month: string) => longMonthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The parts a month's requests split into, in the order the chart stacks them. */
export const BOOKING_SERIES: { key: Exclude<keyof BookingCountsDto, "requested">; label: string; colour: string }[] = [
  { key: "completed", label: "Completed", colour: "var(--color-accent)" },
  { key: "confirmed", label: "Confirmed", colour: "var(--color-secondary)" },
  { key: "awaiting", label: "Awaiting response", colour: "var(--grey-400)" },
  { key: "cancelled", label: "Cancelled", colour: "var(--color-primary)" },
  { key: "expired", label: "Expired or missed", colour: "var(--grey-700)" },
];

/** The currencies any income came in, in the server's order (alphabetical). */
export const incomeCurrencies = (analytics: Analytics): string[] => analytics.totals.income.map((line) => line.currency);

/** One chart row per month: the axis label and the income earned per currency, in major units. */
export function incomeRows(months: AnalyticsMonth[], currencies: string[]) {
  return months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    ...Object.fromEntries(currencies.map((c) => [c, (m.income.find((line) => line.currency === c)?.earned ?? 0) / 100])),
  }));
}

/** A month's earned and paid amount in one currency, formatted. */
export function incomeCell(month: AnalyticsMonth, currency: string): { earned: string; paid: string } {
  const line = month.income.find((l) => l.currency === currency);
  return { earned: formatMoney(line?.earned ?? 0, currency), paid: formatMoney(line?.paid ?? 0, currency) };
}

/** The headline income: each currency's total, "A$50.00 · US$20.00", or a zero in the person's own currency. */
export function incomeHeadline(analytics: Analytics, fallbackCurrency: string): string {
  const lines = analytics.totals.income;
  if (lines.length === 0) return formatMoney(0, fallbackCurrency);
  return lines.map((line) => formatMoney(line.earned, line.currency)).join(" · ");
}
