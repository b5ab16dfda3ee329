import { defineMessages } from "../translate.ts";
import en from "./site-marketplace-card/en.json" with { type: "json" };

/** A card's public page: header, booking box, save and share, facts, sections, reviews, video message, related cards, its title. */
export const siteMarketplaceCardMessages = defineMessages("site-marketplace-card", en);
