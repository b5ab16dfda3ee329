import { defineMessages } from "../translate.ts";
import en from "./mail-contact/en.json" with { type: "json" };

/** The acknowledgement a visitor gets after writing to Kora, and the team's copy of their message (always in English). */
export const mailContactMessages = defineMessages("mail-contact", en);
