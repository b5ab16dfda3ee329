import { defineMessages } from "../translate.ts";
import en from "./bookings-initiate/en.json" with { type: "json" };

/** Initiating a booking: the hub, the advisor flows (suggest times, agreed time, invite, booking link) and the learner's. */
export const bookingsInitiateMessages = defineMessages("bookings-initiate", en);
