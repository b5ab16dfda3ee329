import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const marketplace: FaqCategory = {
  id: "marketplace",
  title: "Marketplace",
  description: "Finding the right advisor, filters and favourites, ratings and reviews, and listing yourself in the marketplace.",
  image: "/img/help/marketplace.svg",
  sections: [
    {
      id: "finding",
      title: "Finding an advisor",
      questions: [
        {
          q: "How do I find an advisor?",
          a: `Search the [marketplace](${P.marketplace}) by topic, skill or name, or browse by category. You don't need an account to look around — only to book.

Narrow the results by rate, language, years of experience, skills, or advisors in a time zone near yours.`,
        },
        {
          q: "Can I find free sessions?",
          a: `Yes. Many advisors offer free Cards, and some offer pro bono sessions to people who can't pay. Set the rate filter to start at zero, or tick "Offers pro bono sessions" in the [marketplace](${P.marketplace}) filters.`,
        },
        {
          q: "How do I save an advisor for later?",
          a: `Save the Card as a favourite from its page. Your saved Cards are in [favourites](${P.favourites}), ready for when you want to book.`,
        },
        {
          q: "How are search results ordered?",
          a: "By default results are shuffled, so every advisor gets a fair chance to be seen, and the order stays the same as you page through. You can sort by rate, rating or newest instead; when you search for something, the best matches come first. Pro members get a boost in search.",
        },
      ],
    },
    {
      id: "reviews",
      title: "Ratings and reviews",
      questions: [
        {
          q: "Who can leave a review?",
          a: "A learner, after a completed session. Reviews are optional: a star rating for the session, a rating for the call quality, and any comments you'd like to share.",
        },
        {
          q: "Do advisors rate learners?",
          a: "Advisors can rate learners too, but learner ratings are only ever visible to advisors — never on a public page.",
        },
        {
          q: "What affects an advisor's marketplace rating?",
          a: `Reviews from learners, and reliability: cancelling a booking within 24 hours of the start harms your marketplace rating. See the [cancellation policy](${P.cancellationPolicy}).`,
        },
        {
          q: "What if a review breaks the rules?",
          a: `Reviews must be honest and about the session. If you think one breaks our [code of conduct](${P.codeOfConduct}), [get in touch](${P.getInTouch}) and tell us which review and why.`,
        },
      ],
    },
    {
      id: "listing",
      title: "Listing yourself",
      questions: [
        {
          q: "How do I appear in the marketplace?",
          a: `Create a Marketplace Card from [my Cards](${P.myCards}) and publish it. Your first Marketplace Card is reviewed by the ${K} team first — we check your professional profile and website — and goes live once it's approved.`,
        },
        {
          q: "What does it cost to be listed?",
          a: `Listing is free. When a learner books a paid session from a Marketplace Card, a 15% admin fee is added to your fee — or 5% if you're on Plus or Pro. Free Cards carry no fee. See the [pricing page](${P.pricing}).`,
        },
        {
          q: "How do I get more bookings from the marketplace?",
          a: `- Write a specific title and a summary that speaks to the people you help.
- Keep plenty of working hours open and answer requests quickly.
- Ask learners you've helped to leave a review.
- On Pro, your Cards get a boost in search.`,
        },
      ],
    },
  ],
};
