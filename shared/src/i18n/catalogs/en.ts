/**
 * English, the default: every message key Kora has, in ICU MessageFormat. Other catalogues must
 * have exactly these keys (the compiler checks it through `Catalog`, i18n.test.ts the arguments).
 */
const en = {
  "language.label": "Language",
  "language.choose": "Choose a language",
  "article.inEnglish": "This article is in English.",
  "time.minutes": "{minutes, plural, one {# minute} other {# minutes}}",
} as const;

export default en;
