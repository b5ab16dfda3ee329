import { defineMessages } from "../translate.ts";
import en from "./groups-console/en.json" with { type: "json" };

/** The group admin console: its home and figures, members with their filters, panel and actions, resources, booking for a member. */
export const groupsConsoleMessages = defineMessages("groups-console", en);
