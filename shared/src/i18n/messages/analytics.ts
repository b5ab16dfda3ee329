import { defineMessages } from "../translate.ts";
import en from "./analytics/en.json" with { type: "json" };

/** Pro analytics: headline figures, income and booking charts, the learners table, and what Pro gives. */
export const analyticsMessages = defineMessages("analytics", en);
