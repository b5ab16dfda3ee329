import { defineMessages } from "../translate.ts";
import en from "./site-features-calendar/en.json" with { type: "json" };

/** The calendar and bookings feature page (/features/calendar-and-bookings). */
export const siteFeaturesCalendarMessages = defineMessages("site-features-calendar", en);
