import { defineMessages } from "../translate.ts";
import en from "./site-solutions-video-production/en.json" with { type: "json" };

/** The video production page (/video-production). */
export const siteSolutionsVideoProductionMessages = defineMessages("site-solutions-video-production", en);
