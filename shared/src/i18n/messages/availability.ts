import { defineMessages } from "../translate.ts";
import en from "./availability/en.json" with { type: "json" };

/** The Working hours page: the hours grid, booking settings, pro bono and limits, hours per card and days off. */
export const availabilityMessages = defineMessages("availability", en);
