import { defineMessages } from "../translate.ts";
import en from "./branding/en.json" with { type: "json" };

/** Pro branding on the advisor settings page: the logo, the brand colour, and the way to Pro. */
export const brandingMessages = defineMessages("branding", en);
