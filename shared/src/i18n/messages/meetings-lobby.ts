import { defineMessages } from "../translate.ts";
import en from "./meetings-lobby/en.json" with { type: "json" };

/** Around the call: the rooms' and a booking's call pages, the preview, knocking, asking to join, notices and the end screen. */
export const meetingsLobbyMessages = defineMessages("meetings-lobby", en);
