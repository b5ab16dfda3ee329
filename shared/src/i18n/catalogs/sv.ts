import type { Catalog } from "../translate.ts";

const sv: Catalog = {
  "language.label": "Språk",
  "language.choose": "Välj språk",
  "article.inEnglish": "Den här artikeln är på engelska.",
  "time.minutes": "{minutes, plural, one {# minut} other {# minuter}}",
};

export default sv;
