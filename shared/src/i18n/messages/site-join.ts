import { defineMessages } from "../translate.ts";
import en from "./site-join/en.json" with { type: "json" };

/** The join now page (/join-now). */
export const siteJoinMessages = defineMessages("site-join", en);
