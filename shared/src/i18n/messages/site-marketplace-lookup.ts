import { defineMessages } from "../translate.ts";
import en from "./site-marketplace-lookup/en.json" with { type: "json" };

/** The 404 page of a missing advisor or card. */
export const siteMarketplaceLookupMessages = defineMessages("site-marketplace-lookup", en);
