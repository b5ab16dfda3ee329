import { CURRENCIES, type Currency } from "@kora/shared/constants.ts";
import { PAID_BOOKABLE_COUNTRIES } from "@kora/shared/domain/cards/rules.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";

/** One Intl.DisplayNames per language and kind, made when first asked for. */
const displayNames = new Map<string, Intl.DisplayNames>();
function namesIn(locale: Locale, type: "region" | "currency"): Intl.DisplayNames {
  const key = `${locale}/${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

export const CURRENCY_NAMES: Record<Currency, string> = {
  AUD: "Australian dollar",
  CAD: "Canadian dollar",
  EUR: "Euro",
  GBP: "British pound",
  NZD: "New Zealand dollar",
  USD: "US dollar",
};

/** A currency's name: the spec's English one, or the language's own ("australisk dollar"). */
export const currencyName = (code: Currency, locale: Locale = "en") =>
  locale === "en" ? CURRENCY_NAMES[code] : (namesIn(locale, "currency").of(code) ?? CURRENCY_NAMES[code]);

/** The Currency select's options, "AUD — Australian dollar", named in `locale`. */
export const currencyOptionsIn = (locale: Locale) =>
  CURRENCIES.map((code) => ({ value: code, label: `${code} — ${currencyName(code, locale)}` }));

/** The Currency select's options in English (`currencyOptionsIn` for another language). */
export const currencyOptions = currencyOptionsIn("en");

/** Every IANA zone this browser knows (plus the user's own, should it be missing), readable. */
export function timezoneOptions(current: string): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll("_", " ").replaceAll("/", " / ") }));
}

/** ISO 3166-1 alpha-2: every officially assigned country code. */
const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ " +
  "UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** A country's name in `locale` (English unless given), from Intl.DisplayNames; the code when it has none. */
export const countryName = (code: string, locale: Locale = "en") => namesIn(locale, "region").of(code) ?? code;

/** Every country, by its name in `locale` (English unless given), sorted as that language sorts, for the Country select. */
export function countryOptions(locale: Locale = "en"): { value: string; label: string }[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** "Australia, New Zealand, United Kingdom, Sweden and Denmark": where advisors can take paid bookings (listed as `locale` lists). */
export function paidCountriesText(locale: Locale = "en"): string {
  const names = PAID_BOOKABLE_COUNTRIES.map((code) => countryName(code, locale));
  if (locale !== "en") return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}
