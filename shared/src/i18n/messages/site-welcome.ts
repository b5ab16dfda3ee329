import { defineMessages } from "../translate.ts";
import en from "./site-welcome/en.json" with { type: "json" };

/** The welcome page (/welcome): a new account's next steps. */
export const siteWelcomeMessages = defineMessages("site-welcome", en);
