import { DEFAULT_LOCALE, isLocale, type Locale } from "@kora/shared/i18n/locales.ts";
import { createTranslator, type Messages, type Translator } from "@kora/shared/i18n/translate.ts";
import { loadCatalog, loadedCatalog } from "./i18n/catalogs.ts";

/** The language the page is shown in, as the locale provider (or the server) marked it on `<html>`; English outside a browser. */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * For code outside components (the API client, a recorder's callbacks), which can't use hooks: the
 * translator of `messages` in the page's language. English until that language's catalogue has
 * loaded (asking for it starts the load, so the next message is in the page's language).
 */
export function pageTranslator<K extends string>(messages: Messages<K>): Translator<K> {
  const locale = pageLocale();
  const catalog = loadedCatalog(messages, locale);
  if (catalog) return createTranslator(locale, catalog);
  loadCatalog(messages, locale).catch(() => undefined);
  return createTranslator(DEFAULT_LOCALE, messages.en);
}

/** The English translator of `messages`: the default of pure helpers that take a translator (tests, English callers). */
export const englishTranslator = <K extends string>(messages: Messages<K>): Translator<K> => createTranslator(DEFAULT_LOCALE, messages.en);
