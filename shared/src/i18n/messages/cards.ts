import { defineMessages } from "../translate.ts";
import en from "./cards/en.json" with { type: "json" };

/** An advisor's cards in the dashboard: My cards, card statuses and actions, review outcomes, the review queue and the editor's pages. */
export const cardsMessages = defineMessages("cards", en);
