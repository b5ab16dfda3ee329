import { defineMessages } from "../translate.ts";
import en from "./site-features-cards/en.json" with { type: "json" };

/** The Kora Cards feature page (/features/kora-cards). */
export const siteFeaturesCardsMessages = defineMessages("site-features-cards", en);
