import { defineMessages } from "../translate.ts";
import en from "./verification/en.json" with { type: "json" };

/** Verifying a mobile number and an email, logging back in with a mobile, and the SMS reminders. */
export const verificationMessages = defineMessages("verification", en);
