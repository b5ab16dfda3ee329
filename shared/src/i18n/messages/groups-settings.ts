import { defineMessages } from "../translate.ts";
import en from "./groups-settings/en.json" with { type: "json" };

/** A group's settings page: logos, basics, landing page, apply form, permissions and resources. */
export const groupsSettingsMessages = defineMessages("groups-settings", en);
