import { defineMessages } from "../translate.ts";
import en from "./site-invite-request/en.json" with { type: "json" };

/** The request-invite popup on the public site: first name and email for an invite to Kora. */
export const siteInviteRequestMessages = defineMessages("site-invite-request", en);
