import { defineMessages } from "../translate.ts";
import en from "./bookings/en.json" with { type: "json" };

/** Bookings everywhere: status names, live booking toasts, the session reminder, slot labels and the booking forms' checks. */
export const bookingsMessages = defineMessages("bookings", en);
