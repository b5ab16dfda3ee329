import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

/** One entry of an Accept-Language header: a language range and its weight. */
export interface LanguageRange {
  range: string;
  q: number;
}

const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The ranges of an Accept-Language header (RFC 9110 §12.5.4), most wanted first (ties keep the
 * header's order). Malformed entries are skipped; `q=0` ("not acceptable") entries are dropped.
 */
export function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.split(";").map((s) => s.trim());
    if (!RANGE.test(range)) continue;
    let q = 1;
    const weight = params.find((p) => /^q=/i.test(p));
    if (weight !== undefined) {
      if (!WEIGHT.test(weight)) continue;
      q = Number(weight.slice(2));
    }
    if (q > 0) ranges.push({ range: range.toLowerCase(), q });
  }
  return ranges
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.q - a.r.q || a.i - b.i)
    .map(({ r }) => r);
}

/**
 * The Kora language for someone whose browser asks for `ranges` in that order (navigator.languages,
 * or a parsed Accept-Language): the first whose primary subtag Kora speaks ("sv-SE" is Swedish,
 * "*" is anything, so English), else English.
 */
export function pickLocale(ranges: readonly string[]): Locale {
  for (const range of ranges) {
    if (range === "*") return DEFAULT_LOCALE;
    const primary = range.split("-")[0]!.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The Kora language an Accept-Language header asks for (English when it is missing or names none Kora speaks). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  return pickLocale(acceptLanguage ? parseAcceptLanguage(acceptLanguage).map((r) => r.range) : []);
}
