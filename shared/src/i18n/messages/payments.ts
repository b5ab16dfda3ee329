import { defineMessages } from "../translate.ts";
import en from "./payments/en.json" with { type: "json" };

/** Advisor settings: payout details, the bank account, the payout status and earnings. */
export const paymentsMessages = defineMessages("payments", en);
