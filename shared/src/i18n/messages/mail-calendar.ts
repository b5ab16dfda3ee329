import { defineMessages } from "../translate.ts";
import en from "./mail-calendar/en.json" with { type: "json" };

/** The mail telling someone Kora can't read or write their synced calendar. */
export const mailCalendarMessages = defineMessages("mail-calendar", en);
