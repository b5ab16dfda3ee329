import { defineMessages } from "../translate.ts";
import en from "./meetings/en.json" with { type: "json" };

/** The video call itself: controls, header, stage and tiles, chat, people and host controls, settings, recording, and the engine's notices. */
export const meetingsMessages = defineMessages("meetings", en);
