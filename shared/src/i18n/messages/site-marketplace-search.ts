import { defineMessages } from "../translate.ts";
import en from "./site-marketplace-search/en.json" with { type: "json" };

/** The marketplace search page (/search): search box, filters, sort, results, explore categories, its title and description. */
export const siteMarketplaceSearchMessages = defineMessages("site-marketplace-search", en);
