import { defineMessages } from "../translate.ts";
import en from "./site-marketplace-advisor/en.json" with { type: "json" };

/** An advisor's public page (/advisors/:userSlug): who they are, their cards, its title and description. */
export const siteMarketplaceAdvisorMessages = defineMessages("site-marketplace-advisor", en);
