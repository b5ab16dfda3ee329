import { defineMessages } from "../translate.ts";
import en from "./common/en.json" with { type: "json" };

/** Words used across Kora: languages, durations. */
export const commonMessages = defineMessages("common", en);
