import { defineMessages } from "../translate.ts";
import en from "./site-solutions-quotes/en.json" with { type: "json" };

/** Each testimonial's words by its id: who the speaker is (`{id}.title`) and what they said (`{id}.quote`). */
export const siteSolutionsQuotesMessages = defineMessages("site-solutions-quotes", en);
