import type { Catalog } from "../translate.ts";

const es: Catalog = {
  "language.label": "Idioma",
  "language.choose": "Elegir idioma",
  "article.inEnglish": "Este artículo está en inglés.",
  "time.minutes": "{minutes, plural, one {# minuto} other {# minutos}}",
};

export default es;
