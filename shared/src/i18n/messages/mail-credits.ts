import { defineMessages } from "../translate.ts";
import en from "./mail-credits/en.json" with { type: "json" };

/** The gift card mails: the recipient's code and the buyer's confirmation. */
export const mailCreditsMessages = defineMessages("mail-credits", en);
