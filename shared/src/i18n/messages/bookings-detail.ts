import { defineMessages } from "../translate.ts";
import en from "./bookings-detail/en.json" with { type: "json" };

/** One booking's page: where it stands, its times, people, topic, price, payment, recording and chat. */
export const bookingsDetailMessages = defineMessages("bookings-detail", en);
