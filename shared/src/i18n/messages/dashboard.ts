import { defineMessages } from "../translate.ts";
import en from "./dashboard/en.json" with { type: "json" };

/** My dashboard: greeting, getting started, sessions and requests waiting, this month's money, the video library. */
export const dashboardMessages = defineMessages("dashboard", en);
