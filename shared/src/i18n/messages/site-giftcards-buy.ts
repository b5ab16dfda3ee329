import { defineMessages } from "../translate.ts";
import en from "./site-giftcards-buy/en.json" with { type: "json" };

/** Buying a gift card on /giftcards (loaded with the purchase): signing in, the form, paying, what was bought. */
export const siteGiftcardsBuyMessages = defineMessages("site-giftcards-buy", en);
