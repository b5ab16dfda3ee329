import { defineMessages } from "../translate.ts";
import en from "./ui-slots/en.json" with { type: "json" };

/** The slot picker: a card's free times a week at a time, and the times chosen. */
export const uiSlotsMessages = defineMessages("ui-slots", en);
