import type { Catalog } from "../translate.ts";

const da: Catalog = {
  "language.label": "Sprog",
  "language.choose": "Vælg sprog",
  "article.inEnglish": "Denne artikel er på engelsk.",
  "time.minutes": "{minutes, plural, one {# minut} other {# minutter}}",
};

export default da;
