import { defineMessages } from "../translate.ts";
import en from "./ui/en.json" with { type: "json" };

/** The UI kit's few words, on every page: loading, paging, toasts, carousel, icons, the tab title. */
export const uiMessages = defineMessages("ui", en);
