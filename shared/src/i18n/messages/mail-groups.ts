import { defineMessages } from "../translate.ts";
import en from "./mail-groups/en.json" with { type: "json" };

/** Group membership mails and the frame around an InMail (the admin's own words stay as written). */
export const mailGroupsMessages = defineMessages("mail-groups", en);
