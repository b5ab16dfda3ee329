import { defineMessages } from "../translate.ts";
import en from "./cards-editor/en.json" with { type: "json" };

/** The card editor: its sections, fields, hints, save buttons and the card form's validation messages. */
export const cardsEditorMessages = defineMessages("cards-editor", en);
