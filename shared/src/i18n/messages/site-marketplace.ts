import { defineMessages } from "../translate.ts";
import en from "./site-marketplace/en.json" with { type: "json" };

/** The marketplace's shared words: card tiles, ratings, rates, experience, counts, load errors. */
export const siteMarketplaceMessages = defineMessages("site-marketplace", en);
