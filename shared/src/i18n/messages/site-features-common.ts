import { defineMessages } from "../translate.ts";
import en from "./site-features-common/en.json" with { type: "json" };

/** What the four feature pages share: their one-line summaries (also on the home page) and the feature page layout's words. */
export const siteFeaturesCommonMessages = defineMessages("site-features-common", en);
