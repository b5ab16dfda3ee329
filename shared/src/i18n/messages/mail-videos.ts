import { defineMessages } from "../translate.ts";
import en from "./mail-videos/en.json" with { type: "json" };

/** The mails about a recording or upload being ready, or failing. */
export const mailVideosMessages = defineMessages("mail-videos", en);
