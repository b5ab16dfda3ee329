import { defineMessages } from "../translate.ts";
import en from "./site-features-payments/en.json" with { type: "json" };

/** The payment integration feature page (/features/payment-integration). */
export const siteFeaturesPaymentsMessages = defineMessages("site-features-payments", en);
