/**
 * The card's fixed option lists, zod-free: the card contract validates against them, and the public
 * pages (which must not load zod) offer them.
 */
export const YEARS_OF_EXPERIENCE = ["1-5", "5-10", "10-20", "20+"] as const;
export const SEARCH_SORTS = ["relevance", "rate-asc", "rate-desc", "newest", "rating"] as const;
/** Languages an advisor can advise in (ISO 639-1); names come from Intl.DisplayNames. */
export const ADVISING_LANGUAGES = [
  "en",
  "es",
  "fr",
  "de",
  "it",
  "pt",
  "nl",
  "sv",
  "da",
  "no",
  "fi",
  "pl",
  "zh",
  "ja",
  "ko",
  "hi",
  "ar",
  "tr",
  "ru",
  "id",
  "vi",
  "th",
  "el",
  "he",
] as const;
