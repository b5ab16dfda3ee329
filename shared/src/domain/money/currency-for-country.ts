import type { Currency } from "../../constants.ts";

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_MEMBERS: readonly string[] = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ");

/** Places outside the EU whose money is the euro. */
const OTHER_EURO_USERS = ["AD", "MC", "SM", "VA", "ME", "XK"];

const BY_COUNTRY: Record<string, Currency> = { AU: "AUD", CA: "CAD", NZ: "NZD", GB: "GBP", US: "USD" };

/**
 * The currency a new account starts with, from its country (core §9 supports AUD, CAD, EUR, GBP, NZD
 * and USD): the country's own when supported, EUR across the EU (the nearest supported one for the
 * members with a currency of their own) and where the euro is used, USD elsewhere.
 */
export function currencyForCountry(country: string): Currency {
  const code = country.toUpperCase();
  const own = BY_COUNTRY[code];
  if (own) return own;
  if (EU_MEMBERS.includes(code) || OTHER_EURO_USERS.includes(code)) return "EUR";
  return "USD";
}
