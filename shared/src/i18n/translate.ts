import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "./locales.ts";

/**
 * A message as a catalogue holds it: ICU MessageFormat text, or its parsed form (the web build
 * parses catalogues ahead of time so pages don't carry the parser; see web/vite-i18n.ts).
 */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
/** One language's messages of one namespace. */
export type Catalog<K extends string = string> = Readonly<Record<K, Message>>;

/**
 * A namespace of messages: the folder `messages/{name}/` holds one JSON catalogue per language,
 * and English, imported by the namespace's module, fixes its keys for the compiler.
 */
export interface Messages<K extends string = string> {
  readonly name: string;
  readonly en: Catalog<K>;
}
export type KeyOf<M extends Messages> = M extends Messages<infer K> ? K : never;

export function defineMessages<const C extends Record<string, string>>(name: string, en: C): Messages<Extract<keyof C, string>> {
  return { name, en };
}

export type MessageValues = Record<string, string | number | Date>;
/** Values for a message with tags (`<link>…</link>`): a tag's value wraps its chunks, as React elements, say. */
export type RichValues<T> = Record<string, string | number | Date | T | ((chunks: (string | T)[]) => T)>;

/** Text with no ICU syntax is shown as it is, without parsing (`''` is an escaped quote, so it counts as syntax). */
export function isPlainMessage(message: string): boolean {
  return !/[{}<]/.test(message) && !message.includes("''");
}

export interface Translator<K extends string = string> {
  readonly locale: Locale;
  /** The message `key` in this language, its arguments filled in (plurals and numbers by the language's rules). */
  t(key: K, values?: MessageValues): string;
  /** The message with its tags replaced by what `values` makes of them. */
  rich<T>(key: K, values: RichValues<T>): string | T | (string | T)[];
  /** Whether the namespace has `key` (for labels looked up by an id, where some ids name people's own text). */
  has(key: string): key is K;
}

const translators = new WeakMap<Catalog, Map<Locale, Translator>>();

/** The translator of `catalog` in `locale` (one per pair, so each message is parsed once, when first used). */
export function createTranslator<K extends string>(locale: Locale, catalog: Catalog<K>): Translator<K> {
  let byLocale = translators.get(catalog);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(catalog, byLocale);
  }
  const known = byLocale.get(locale);
  if (known) return known as Translator<K>;
  const formats = new Map<K, IntlMessageFormat>();
  const format = (key: K): IntlMessageFormat | string => {
    const message = catalog[key];
    if (typeof message === "string" && isPlainMessage(message)) return message;
    let compiled = formats.get(key);
    if (!compiled) {
      compiled = new IntlMessageFormat(message, locale);
      formats.set(key, compiled);
    }
    return compiled;
  };
  const translator: Translator<K> = {
    locale,
    has: (key): key is K => Object.hasOwn(catalog, key),
    t(key, values) {
      const message = format(key);
      return typeof message === "string" ? message : String(message.format(values));
    },
    rich<T>(key: K, values: RichValues<T>) {
      const message = format(key);
      return typeof message === "string" ? message : message.format<T>(values as never);
    },
  };
  byLocale.set(locale, translator);
  return translator;
}
