import { defineMessages } from "../translate.ts";
import en from "./site-solutions-videos/en.json" with { type: "json" };

/** The video library page (/videos), around the listed videos. */
export const siteSolutionsVideosMessages = defineMessages("site-solutions-videos", en);
