import { defineMessages } from "../translate.ts";
import en from "./site-roundups/en.json" with { type: "json" };

/** The roundup pages (/digital-marketing, /health, …) around their curated picks; the picks and their descriptions stay in English. */
export const siteRoundupsMessages = defineMessages("site-roundups", en);
