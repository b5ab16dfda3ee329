import { defineMessages } from "../translate.ts";
import en from "./groups/en.json" with { type: "json" };

/** Group pages: a group's home, apply, join, welcome, videos, My groups, the join and registration prompts, creating a group. */
export const groupsMessages = defineMessages("groups", en);
