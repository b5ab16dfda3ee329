import { defineMessages } from "../translate.ts";
import en from "./bookings-request/en.json" with { type: "json" };

/** Booking a card: the book page and form, its price, payment card, pro-bono option and recording choice. */
export const bookingsRequestMessages = defineMessages("bookings-request", en);
