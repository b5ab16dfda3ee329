import { defineMessages } from "../translate.ts";
import en from "./site-articles/en.json" with { type: "json" };

/** The blog's frame (/articles): list pages, category chips and names, bylines, an article's surroundings, not-found pages. Articles themselves stay in English. */
export const siteArticlesMessages = defineMessages("site-articles", en);
