import { defineMessages } from "../translate.ts";
import en from "./site-pricing/en.json" with { type: "json" };

/** The pricing page (/pricing): plans, the comparison, fees, questions and the organisation plan. */
export const sitePricingMessages = defineMessages("site-pricing", en);
