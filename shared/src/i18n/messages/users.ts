import { defineMessages } from "../translate.ts";
import en from "./users/en.json" with { type: "json" };

/** My details (details, language, photo, profile, links, password) and the time-zone prompt. */
export const usersMessages = defineMessages("users", en);
