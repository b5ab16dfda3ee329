import { defineMessages } from "../translate.ts";
import en from "./ui-forms/en.json" with { type: "json" };

/** The UI kit's form parts: name and role fields, the unsaved-changes prompt, a logo slot's buttons. */
export const uiFormsMessages = defineMessages("ui-forms", en);
