import type { Catalog } from "../translate.ts";

const fr: Catalog = {
  "language.label": "Langue",
  "language.choose": "Choisir une langue",
  "article.inEnglish": "Cet article est en anglais.",
  "time.minutes": "{minutes, plural, one {# minute} other {# minutes}}",
};

export default fr;
