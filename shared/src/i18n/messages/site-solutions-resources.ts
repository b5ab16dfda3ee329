import { defineMessages } from "../translate.ts";
import en from "./site-solutions-resources/en.json" with { type: "json" };

/** The resources page (/resources). */
export const siteSolutionsResourcesMessages = defineMessages("site-solutions-resources", en);
