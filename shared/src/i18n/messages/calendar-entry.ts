import { defineMessages } from "../translate.ts";
import en from "./calendar-entry/en.json" with { type: "json" };

/** A booked session as a calendar entry: its title and notes, in the calendar owner's language. */
export const calendarEntryMessages = defineMessages("calendar-entry", en);
