import type { Catalog } from "../translate.ts";

const ar: Catalog = {
  "language.label": "اللغة",
  "language.choose": "اختر اللغة",
  "article.inEnglish": "هذه المقالة باللغة الإنجليزية.",
  "time.minutes": "{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
};

export default ar;
