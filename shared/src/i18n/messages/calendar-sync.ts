import { defineMessages } from "../translate.ts";
import en from "./calendar-sync/en.json" with { type: "json" };

/** The Sync settings page: CalDAV and ICS connections, their status, the private calendar feed and the failing-sync banner. */
export const calendarSyncMessages = defineMessages("calendar-sync", en);
