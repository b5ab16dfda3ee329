import { defineMessages } from "../translate.ts";
import en from "./shell/en.json" with { type: "json" };

/** The frame around every page: header, menus, drawer, footer, dashboard navigation, sign-in frame, error pages. */
export const shellMessages = defineMessages("shell", en);
