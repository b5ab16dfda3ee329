import { defineMessages } from "../translate.ts";
import en from "./ui-chat/en.json" with { type: "json" };

/** A chat's log and its message field (the call's chat and the booking's). */
export const uiChatMessages = defineMessages("ui-chat", en);
