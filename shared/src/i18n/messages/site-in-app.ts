import { defineMessages } from "../translate.ts";
import en from "./site-in-app/en.json" with { type: "json" };

/** The signed-in pages of the site features: saved cards (favourites). */
export const siteInAppMessages = defineMessages("site-in-app", en);
