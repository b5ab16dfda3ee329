import { defineMessages } from "../translate.ts";
import en from "./desktop/en.json" with { type: "json" };

/** The desktop app's screens: screen picker, OS notifications and knocks, do not disturb, the Uploads panel. */
export const desktopMessages = defineMessages("desktop", en);
