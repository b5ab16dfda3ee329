import { defineMessages } from "../translate.ts";
import en from "./invites/en.json" with { type: "json" };

/** Invites and rewards: inviting by email, my invites, pro-bono credit earned, and an invite code at sign-up. */
export const invitesMessages = defineMessages("invites", en);
