import { defineMessages } from "../translate.ts";
import en from "./videos-card/en.json" with { type: "json" };

/** The card editor's video message (Pro): choosing a video from the library. */
export const videosCardMessages = defineMessages("videos-card", en);
