import { defineMessages } from "../translate.ts";
import en from "./site-home/en.json" with { type: "json" };

/** The home page: hero, search, how it works, features, audiences, voices, plans, the app; and the get-started banner. */
export const siteHomeMessages = defineMessages("site-home", en);
