import { defineMessages } from "../translate.ts";
import en from "./bookings-respond/en.json" with { type: "json" };

/** A learner answering an advisor-initiated booking: the respond page, its answer and other times. */
export const bookingsRespondMessages = defineMessages("bookings-respond", en);
