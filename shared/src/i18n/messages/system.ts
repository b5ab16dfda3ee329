import { defineMessages } from "../translate.ts";
import en from "./system/en.json" with { type: "json" };

/** System pages: down for maintenance. */
export const systemMessages = defineMessages("system", en);
