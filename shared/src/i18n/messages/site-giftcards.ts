import { defineMessages } from "../translate.ts";
import en from "./site-giftcards/en.json" with { type: "json" };

/** The gift cards page (/giftcards), without its purchase form (site-giftcards-buy). */
export const siteGiftcardsMessages = defineMessages("site-giftcards", en);
