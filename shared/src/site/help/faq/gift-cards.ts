import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const giftCards: FaqCategory = {
  id: "gift-cards",
  title: "Gift cards",
  description: `Giving a ${K} gift card worth $25, $50 or $100, and redeeming it as credit with a voucher code when you book.`,
  image: "/img/help/gift-cards.svg",
  sections: [
    {
      id: "giving",
      title: "Giving a gift card",
      questions: [
        {
          q: "What amounts do gift cards come in?",
          a: `$25, $50 or $100 — enough for a half-hour session with many advisors, or more. See the [gift cards page](${P.giftCards}) for ideas on what each amount can buy.`,
        },
        {
          q: "How do I buy a gift card?",
          a: `On the [gift cards page](${P.giftCards}): choose the amount, who it's for and the day it should arrive, and pay with a card saved on your ${K} account. Buying for a team? [Ask us](${P.askForGiftCard}).`,
        },
        {
          q: "How do I give it to someone?",
          a: "We email the recipient the voucher code on the day you chose, with your name and your message — perhaps a note about the advisor or topic you have in mind for them. The code is all they need.",
        },
        {
          q: "What makes a good gift?",
          a: `An hour with someone who has done what they're about to do: a mentor for a new manager, a careers coach for a graduate, a language tutor before a trip. Browse the [marketplace](${P.marketplace}) together for ideas.`,
        },
      ],
    },
    {
      id: "redeeming",
      title: "Redeeming a gift card",
      questions: [
        {
          q: "How do I redeem a gift card?",
          a: `Book a session as usual — you'll need a free ${K} account, which takes under a minute to [set up](${P.signUp}). When you're asked for a voucher code during booking, enter the code from your gift card. The credit is taken off the booking's price.`,
        },
        {
          q: "What can I spend gift card credit on?",
          a: `Paid sessions with any advisor on ${K}, whether you find them in the [marketplace](${P.marketplace}) or through a Card link.`,
        },
        {
          q: "What if the session costs less than my credit?",
          a: "The rest of your credit stays on your account for your next booking, until the credit's expiry date.",
        },
        {
          q: "Is my credit used if the advisor doesn't confirm?",
          a: "No. You're only charged when the advisor confirms, and that's when credit is used. If the request is declined or expires, your credit is untouched.",
        },
      ],
    },
  ],
};
