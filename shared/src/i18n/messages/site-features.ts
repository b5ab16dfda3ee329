import { defineMessages } from "../translate.ts";
import en from "./site-features/en.json" with { type: "json" };

/** The features overview page (/features). */
export const siteFeaturesMessages = defineMessages("site-features", en);
