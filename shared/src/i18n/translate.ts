import { IntlMessageFormat } from "intl-messageformat";
import en from "./catalogs/en.ts";
import type { Locale } from "./locales.ts";

export type MessageKey = keyof typeof en;
/** A language's messages: every key English has, no more (ICU MessageFormat). */
export type Catalog = Readonly<Record<MessageKey, string>>;
export type MessageValues = Record<string, string | number | Date>;

/** Each language's catalogue is its own module, loaded when someone reads Kora in it. */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: Catalog }>> = {
  sv: () => import("./catalogs/sv.ts"),
  da: () => import("./catalogs/da.ts"),
  de: () => import("./catalogs/de.ts"),
  fr: () => import("./catalogs/fr.ts"),
  es: () => import("./catalogs/es.ts"),
  ar: () => import("./catalogs/ar.ts"),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return locale === "en" ? en : (await LOADERS[locale]()).default;
}

export interface Translator {
  readonly locale: Locale;
  /** The message `key` in this language, its arguments filled in (plurals and numbers by the language's rules). */
  t(key: MessageKey, values?: MessageValues): string;
}

/** A translator for `locale` over its loaded `catalog`; each message is parsed once, when first used. */
export function createTranslator(locale: Locale, catalog: Catalog): Translator {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return {
    locale,
    t(key, values) {
      let format = formats.get(key);
      if (!format) {
        format = new IntlMessageFormat(catalog[key], locale);
        formats.set(key, format);
      }
      return String(format.format(values));
    },
  };
}
