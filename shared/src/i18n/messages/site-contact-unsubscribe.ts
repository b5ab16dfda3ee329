import { defineMessages } from "../translate.ts";
import en from "./site-contact-unsubscribe/en.json" with { type: "json" };

/** The unsubscribe page (/not-interested): news and tips, a group's InMail, invites. */
export const siteContactUnsubscribeMessages = defineMessages("site-contact-unsubscribe", en);
