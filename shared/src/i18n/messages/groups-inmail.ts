import { defineMessages } from "../translate.ts";
import en from "./groups-inmail/en.json" with { type: "json" };

/** InMail in the admin console: the sent list, one InMail with its recipients, composing one. */
export const groupsInmailMessages = defineMessages("groups-inmail", en);
