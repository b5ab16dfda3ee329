import { defineMessages } from "../translate.ts";
import en from "./site-videos/en.json" with { type: "json" };

/** The public video pages: a shared video (/v/:slug), its name form, downloads and report dialog, and the embedded player. */
export const siteVideosMessages = defineMessages("site-videos", en);
