import { defineMessages } from "../translate.ts";
import en from "./plans/en.json" with { type: "json" };

/** Plans: Basic, Plus and Pro side by side, subscribing, downgrading, asking for Pro, and the plan modals. */
export const plansMessages = defineMessages("plans", en);
