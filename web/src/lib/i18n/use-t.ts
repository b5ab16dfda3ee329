import { use } from "react";
import { createTranslator, type Messages, type Translator } from "@kora/shared/i18n/translate.ts";
import { catalogThenable } from "./catalogs.ts";
import { useLocaleState } from "./locale.tsx";

/**
 * The translator of a namespace in the page's language. The first use of a language's catalogue
 * suspends until it has loaded (switch languages in a transition to keep the page meanwhile).
 */
export function useT<K extends string>(messages: Messages<K>): Translator<K> {
  const { locale, used } = useLocaleState();
  used?.add(messages.name);
  return createTranslator(locale, use(catalogThenable(messages, locale)));
}
