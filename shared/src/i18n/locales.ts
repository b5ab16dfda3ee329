/**
 * The languages Kora speaks. English is the default and keeps the spec's exact texts; the others are
 * written from the glossary in docs/i18n-glossary.md. Tags are BCP 47 primary language subtags.
 */
export const LOCALES = ["en", "sv", "da", "de", "fr", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself, as a language picker lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  sv: "Svenska",
  da: "Dansk",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The `dir` of a page in `locale`. */
export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}

/** The cookie that keeps a signed-out visitor's language (a signed-in person's is on their account). */
export const LOCALE_COOKIE = "kora_lang";
