import { defineMessages } from "../translate.ts";
import en from "./site-pricing-fees/en.json" with { type: "json" };

/** The admin fee table and the worked fee examples (the pricing and payment integration pages). */
export const sitePricingFeesMessages = defineMessages("site-pricing-fees", en);
