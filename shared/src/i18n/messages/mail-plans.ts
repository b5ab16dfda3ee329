import { defineMessages } from "../translate.ts";
import en from "./mail-plans/en.json" with { type: "json" };

/** What the plan mails say: a plan started, renewed, failed to renew, ended; Pro requests. */
export const mailPlansMessages = defineMessages("mail-plans", en);
