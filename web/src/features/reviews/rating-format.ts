import type { Locale } from "@kora/shared/i18n/locales.ts";

/** An average rating to one decimal: "4.0" in English (as written before), "4,0" in Swedish. */
export const oneDecimal = (value: number, locale: Locale): string =>
  locale === "en" ? value.toFixed(1) : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
