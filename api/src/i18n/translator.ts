import { readFileSync } from "node:fs";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { type Catalog, createTranslator, type Messages, type Translator } from "@kora/shared/i18n/translate.ts";

/** The catalogues as shipped: shared/src/i18n/messages/<namespace>/<language>.json. */
const MESSAGES = new URL("../../../shared/src/i18n/messages/", import.meta.url);
const loaded = new Map<string, Catalog>();

/**
 * A namespace's catalogue in `locale`, read once on first use (a few kilobytes; English comes with
 * the namespace's module). Mails, texts and calendar files are built synchronously, so the server
 * reads them synchronously too.
 */
export function serverCatalog<K extends string>(messages: Messages<K>, locale: Locale): Catalog<K> {
  if (locale === "en") return messages.en;
  const key = `${messages.name}/${locale}`;
  let catalog = loaded.get(key);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(new URL(`${key}.json`, MESSAGES), "utf8")) as Catalog;
    loaded.set(key, catalog);
  }
  return catalog as Catalog<K>;
}

/** The translator of a namespace in a person's language, for what the server writes to them. */
export const serverTranslator = <K extends string>(messages: Messages<K>, locale: Locale): Translator<K> =>
  createTranslator(locale, serverCatalog(messages, locale));
