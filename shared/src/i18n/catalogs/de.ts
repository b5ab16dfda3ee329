import type { Catalog } from "../translate.ts";

const de: Catalog = {
  "language.label": "Sprache",
  "language.choose": "Sprache wählen",
  "article.inEnglish": "Dieser Artikel ist auf Englisch.",
  "time.minutes": "{minutes, plural, one {# Minute} other {# Minuten}}",
};

export default de;
