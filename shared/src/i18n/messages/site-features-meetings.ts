import { defineMessages } from "../translate.ts";
import en from "./site-features-meetings/en.json" with { type: "json" };

/** The video meetings feature page (/features/video-meetings). */
export const siteFeaturesMeetingsMessages = defineMessages("site-features-meetings", en);
