import { defineMessages } from "../translate.ts";
import en from "./site-help/en.json" with { type: "json" };

/** The help centre (/faq) and the legal document pages' frame (the documents themselves are English). */
export const siteHelpMessages = defineMessages("site-help", en);
