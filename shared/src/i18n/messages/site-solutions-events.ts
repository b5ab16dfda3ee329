import { defineMessages } from "../translate.ts";
import en from "./site-solutions-events/en.json" with { type: "json" };

/** The event marketing use case (/use-cases/event-marketing). */
export const siteSolutionsEventsMessages = defineMessages("site-solutions-events", en);
