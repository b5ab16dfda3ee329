/**
 * The languages a person can say they speak (core §3 User.languagesSpoken): every ISO 639-1 code,
 * named in English by the runtime (Intl.DisplayNames). zod-free, so forms and the public pages can use it.
 */
export const LANGUAGE_CODES = (
  "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu " +
  "fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km " +
  "kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om " +
  "or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr " +
  "ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu"
).split(" ");

const KNOWN = new Set(LANGUAGE_CODES);
const names = new Intl.DisplayNames(["en"], { type: "language" });

/** Whether `code` is one of the ISO 639-1 codes above (lower case, as stored). */
export const isLanguageCode = (code: string): boolean => KNOWN.has(code);

/** The English name of a language code ("de" → "German"); the code itself when it is unknown. */
export const languageName = (code: string): string => (KNOWN.has(code) ? (names.of(code) ?? code) : code);

export interface LanguageOption {
  code: string;
  name: string;
}

/** Every language as { code, name }, sorted by name: what the language picker offers. */
export function languageOptions(): LanguageOption[] {
  return LANGUAGE_CODES.map((code) => ({ code, name: languageName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * The languages whose name or code matches what was typed, best first: a name starting with it,
 * then a word of the name starting with it, then the code itself. Case and accents are ignored.
 */
export function searchLanguages(query: string, options: readonly LanguageOption[] = languageOptions()): LanguageOption[] {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...options];
  const rank = (option: LanguageOption): number => {
    const name = fold(option.name);
    if (name.startsWith(q)) return 0;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(q))) return 1;
    if (option.code === q) return 2;
    return -1;
  };
  return options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.option);
}
