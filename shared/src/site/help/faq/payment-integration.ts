import { BRAND } from "../../../brand.ts";
import { PAID_COUNTRIES_TEXT } from "../../../domain/cards/rules.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const paymentIntegration: FaqCategory = {
  id: "payment-integration",
  title: "Payments and payouts",
  description: "Taking paid bookings, setting up payouts, when money arrives, currencies, fees and refunds.",
  image: "/img/help/payment-integration.svg",
  sections: [
    {
      id: "getting-paid",
      title: "Getting paid as an advisor",
      questions: [
        {
          q: "Who can take paid bookings?",
          a: `Advisors in ${PAID_COUNTRIES_TEXT} can take paid bookings. Advisors in other countries can take free bookings only, with the Card's rate set to free — everything else on ${K} works the same.`,
        },
        {
          q: "Which countries are payouts supported in?",
          a: `Payouts go to advisors in ${PAID_COUNTRIES_TEXT}: the countries where paid bookings work, since payouts are what you earn from them. The bank account you add for payouts needs to be in one of these.`,
        },
        {
          q: "How do I set up payouts?",
          a: `You don't need to do anything up front. When you receive your first paid booking request, we ask for your payout details, including your date of birth, which our payments provider needs to verify you. Verification usually takes about a day.

You can check or update your details any time in [billing](${P.billing}).`,
        },
        {
          q: "When do I get paid?",
          a: "About a week after a session is completed, the advisor's fee is paid out to your account. The first payout can take a little longer while your details are verified.",
        },
        {
          q: "How do I set my rate?",
          a: `Your rate is per half hour and is set on each Card in [my Cards](${P.myCards}). It can be free, or 15 or more per 30 minutes in your Card's currency. Longer sessions are priced from the half-hour rate, so a one-hour session costs twice the rate.`,
        },
      ],
    },
    {
      id: "paying",
      title: "Paying for a session",
      questions: [
        {
          q: "Which currencies can I pay and be paid in?",
          a: "Cards can be priced in Australian dollars (AUD), Canadian dollars (CAD), euros (EUR), pounds sterling (GBP), New Zealand dollars (NZD) and US dollars (USD). In the marketplace we show prices converted into your currency where we can, so you can compare advisors; the advisor's own price is shown too.",
        },
        {
          q: "When is my payment taken?",
          a: `Only after the advisor confirms the booking. Until then your request costs nothing, and if it's declined or expires you're never charged. Save or remove payment cards in [billing](${P.billing}).`,
        },
        {
          q: "How do refunds work?",
          a: `Refunds go back to the card you paid with and arrive within a few days. You get a full refund if the advisor cancels a confirmed booking or doesn't turn up. The [cancellation policy](${P.cancellationPolicy}) covers every other case.`,
        },
        {
          q: "Can I pay with a voucher or gift card?",
          a: `Yes. You're asked for a voucher code while you book, and the credit comes off the booking's price. See the [gift card questions](${P.faq}#gift-cards) for more.`,
        },
      ],
    },
    {
      id: "fees",
      title: "Fees",
      questions: [
        {
          q: `What fees does ${K} charge?`,
          a: `An admin fee on paid bookings, added to the advisor's fee:
- 5% on bookings of Private Cards;
- 15% on bookings of Marketplace Cards;
- 5% on all paid bookings when the advisor is on Plus or Pro.

There's no admin fee on free Cards, or when a booking is paid with pro bono credit. The full price is shown before you send a request. See the [pricing page](${P.pricing}).`,
        },
        {
          q: "What is pro bono credit?",
          a: `Some advisors give part of their time pro bono — free of charge — to people who can't pay; their Cards are marked "Pro bono". You can ask for a pro bono session when you book one of these Cards.

Pro bono credit — up to 100 hours — is earned by inviting people to ${K}. When a booking uses pro bono credit, there's no charge and no admin fee.`,
        },
        {
          q: "Does a reschedule or cancellation cost anything?",
          a: `Cancelling an unconfirmed request is always free. After a paid booking is accepted, a penalty applies to cancellations, and if a reschedule can't be accepted by the other person, the booking is cancelled and only the admin fee is paid. Details are in the [cancellation policy](${P.cancellationPolicy}).`,
        },
      ],
    },
  ],
};
