import { defineMessages } from "../translate.ts";
import en from "./mail-bookings/en.json" with { type: "json" };

/** What each booking event's mail says to each party. */
export const mailBookingsMessages = defineMessages("mail-bookings", en);
