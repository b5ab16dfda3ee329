import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The cards namespace's translator, as the pure helpers here take it. */
export type CardsT = Translator<KeyOf<typeof cardsMessages>>;

/** English: what the helpers say when no translator is given (the spec's texts, and the unit tests). */
export const ENGLISH: CardsT = createTranslator("en", cardsMessages.en);

/** Items of a list as the language writes one ("30 min, 1 hour"; English keeps its plain commas). */
export const joinList = (items: readonly string[], t: { locale: CardsT["locale"] }): string =>
  t.locale === "en" ? items.join(", ") : new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(items);
