import { defineMessages } from "../translate.ts";
import en from "./mail/en.json" with { type: "json" };

/** The frame of every mail: greeting, footer, how a changed fact reads. */
export const mailMessages = defineMessages("mail", en);
