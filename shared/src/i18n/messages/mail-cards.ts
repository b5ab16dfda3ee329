import { defineMessages } from "../translate.ts";
import en from "./mail-cards/en.json" with { type: "json" };

/** The mail telling an advisor their card was unpublished on its own. */
export const mailCardsMessages = defineMessages("mail-cards", en);
