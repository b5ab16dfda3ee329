import { defineMessages } from "../translate.ts";
import en from "./site-videos-list/en.json" with { type: "json" };

/** The list of videos their owners made public, shown on the /videos page. */
export const siteVideosListMessages = defineMessages("site-videos-list", en);
