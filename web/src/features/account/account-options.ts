import { CURRENCIES, type Currency } from "@kora/shared/constants.ts";

export const CURRENCY_NAMES: Record<Currency, string> = {
  AUD: "Australian dollar",
  CAD: "Canadian dollar",
  EUR: "Euro",
  GBP: "British pound",
  NZD: "New Zealand dollar",
  USD: "US dollar",
};

export const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: `${code} — ${CURRENCY_NAMES[code]}` }));

/** Every IANA zone this browser knows (plus the user's own, should it be missing), readable. */
export function timezoneOptions(current: string): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll("_", " ").replaceAll("/", " / ") }));
}
