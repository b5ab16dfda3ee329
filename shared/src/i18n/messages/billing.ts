import { defineMessages } from "../translate.ts";
import en from "./billing/en.json" with { type: "json" };

/** Billing: the next payment, saved payment cards, adding a card, and receipts. */
export const billingMessages = defineMessages("billing", en);
