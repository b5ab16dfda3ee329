import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The marketplace's shared words (tiles, rates, counts, load errors) as pure helpers take them. */
export type MarketplaceWords = Translator<KeyOf<typeof siteMarketplaceMessages>>;

/** English: what the helpers say when no translator is given (tests, and anything outside a page). */
export const ENGLISH_MARKETPLACE_WORDS: MarketplaceWords = createTranslator("en", siteMarketplaceMessages.en);
