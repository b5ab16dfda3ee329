import { defineMessages } from "../translate.ts";
import en from "./mail-invites/en.json" with { type: "json" };

/** The mail inviting someone to Kora, in the inviter's language. */
export const mailInvitesMessages = defineMessages("mail-invites", en);
