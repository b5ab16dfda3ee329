import { defineMessages } from "../translate.ts";
import en from "./bookings-manage/en.json" with { type: "json" };

/** Managing bookings: the lists and filters, and every action (confirm, other times, reschedule, cancel, complete, review). */
export const bookingsManageMessages = defineMessages("bookings-manage", en);
