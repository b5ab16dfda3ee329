import type { Currency } from "../../constants.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * Card rate display (core §5): with 2 decimals when the whole amount has fewer than 3 digits
 * ("15.00", "99.50"), without decimals from 100 up ("150"). Rates are minor units per 30 minutes.
 */
export function formatRate(minor: number, currency: Currency | string, locale: Locale = "en"): string {
  const major = minor / 100;
  const digits = Math.trunc(major).toString().length;
  if (locale !== "en") return moneyFormat(locale, currency, digits < 3 ? 2 : 0).format(digits < 3 ? major : Math.round(major));
  const amount = digits < 3 ? major.toFixed(2) : Math.round(major).toString();
  return `${currencySymbol(currency)}${amount}`;
}

const SYMBOLS: Record<string, string> = { AUD: "A$", CAD: "C$", EUR: "€", GBP: "£", NZD: "NZ$", USD: "US$" };
export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? `${currency} `;

/** Money in minor units with its currency's symbol and always 2 decimals: "A$45.00", "-£3.50" ("45,00 €" in German). */
export const formatMoney = (minor: number, currency: string, locale: Locale = "en") =>
  locale === "en"
    ? `${minor < 0 ? "-" : ""}${currencySymbol(currency)}${(Math.abs(minor) / 100).toFixed(2)}`
    : moneyFormat(locale, currency, 2).format(minor / 100);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The language's way of writing an amount of `currency` with `decimals` decimals. */
function moneyFormat(locale: Locale, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** A rate in another currency, from rates quoted against one base (units of quote per 1 base). */
export function convertMinor(minor: number, from: string, to: string, perBase: Readonly<Record<string, number>>): number | null {
  if (from === to) return minor;
  const fromRate = perBase[from];
  const toRate = perBase[to];
  if (!fromRate || !toRate) return null;
  return Math.round((minor / fromRate) * toRate);
}

/** The average hourly rate on the marketplace (core §9), in minor units: USD 40; GBP and EUR 25; every other currency 50. */
export function averageHourlyRate(currency: string): number {
  if (currency === "USD") return 4000;
  if (currency === "GBP" || currency === "EUR") return 2500;
  return 5000;
}

/** The rate field's guide: "Advisors average A$50.00 an hour, A$25.00 per 30 minutes." */
export function averageRateHint(currency: string): string {
  const hourly = averageHourlyRate(currency);
  return `Advisors average ${formatMoney(hourly, currency)} an hour, ${formatMoney(hourly / 2, currency)} per 30 minutes.`;
}
