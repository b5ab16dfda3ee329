import { defineMessages } from "../translate.ts";
import en from "./mail-auth/en.json" with { type: "json" };

/** The sign-in code, no-account and password-reset mails. */
export const mailAuthMessages = defineMessages("mail-auth", en);
