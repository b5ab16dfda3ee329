import { UNANSWERED_EXPIRIES_TO_UNPUBLISH } from "../../../domain/cards/auto-unpublish.ts";
import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const cards: FaqCategory = {
  id: "cards",
  title: `${K} Cards`,
  description: `Creating a ${K} Card, the three Card types, review before publishing, and sharing or unpublishing your Cards.`,
  image: "/img/help/cards.svg",
  sections: [
    {
      id: "creating",
      title: "Creating a Card",
      questions: [
        {
          q: `What is a ${K} Card?`,
          a: `A ${K} Card is a listing for one thing you advise on: a title, a summary of what you offer and who it's for, your skills and experience, your rate and the times you can be booked. People book you from your Card.

You can have several Cards — one for each topic — each with its own rate and, if you like, its own working hours.`,
        },
        {
          q: "How do I create a Card?",
          a: `Go to [my Cards](${P.myCards}) and choose [create a Card](${P.createCard}). You'll need:
- a title that says what you help with;
- a summary of at least 300 characters;
- between 2 and 5 skills;
- up to 3 entries of work history, plus any qualifications and supporting links;
- a rate: free, or at least 15 per 30 minutes.

Save it as a draft at any time and publish when you're ready.`,
        },
        {
          q: "What makes a Card people want to book?",
          a: `- A specific title: "Pricing your first SaaS product" beats "Business advice".
- A summary that says who you help, with what, and what they'll leave with.
- Experience and links that back up what you say.
- Working hours that suit the people you want to reach.

Keep it honest: our [code of conduct](${P.codeOfConduct}) requires Cards to describe your real experience.`,
        },
        {
          q: "Can I add a video to my Card?",
          a: `Video messages on Cards are part of Pro, which is in beta and available on request. See the [pricing page](${P.pricing}), or [ask us for Pro](${P.askForPro}).`,
        },
      ],
    },
    {
      id: "card-types",
      title: "Private, Marketplace and Group Cards",
      questions: [
        {
          q: "What's the difference between the Card types?",
          a: `- A Private Card isn't listed anywhere: people book it through its link, which you share yourself. The admin fee is 5%.
- A Marketplace Card is listed in the [marketplace](${P.marketplace}), where anyone can find it, and collects ratings and reviews. The admin fee is 15%, or 5% if you're on Plus or Pro.
- A Group Card belongs to a group you're a member of, such as your university or professional association, and is seen by that group's members.`,
        },
        {
          q: "Why is my Card waiting for review?",
          a: `Your first Marketplace Card is reviewed by the ${K} team before it's published; we check your professional profile and website. Your first Group Card is reviewed by that group's admin.

Once approved, the Card is published. If the reviewer leaves comments instead, update the Card and send it for review again.`,
        },
        {
          q: "Which Cards show ratings and reviews?",
          a: "Only Marketplace Cards. Learners can leave an optional review after a completed session, and it appears on the Card they booked.",
        },
      ],
    },
    {
      id: "publishing",
      title: "Publishing and sharing",
      questions: [
        {
          q: "How do I share my Card?",
          a: "Open your Card and choose Share: it copies the Card's short link, which is easy to paste into an email signature, a social profile or a slide. The Card's full address works just as well.",
        },
        {
          q: "Why was my Card unpublished?",
          a: `A Card is unpublished when you do it yourself, when all your availability is removed, or when ${UNANSWERED_EXPIRIES_TO_UNPUBLISH} booking requests to it in a row expire without an answer. An unpublished Card goes back to being a draft, and we tell you why by email and on my Cards.

Fix the cause — add working hours, or answer requests sooner — and republish with one click from [my Cards](${P.myCards}).`,
        },
        {
          q: "What happens to my bookings if I unpublish a Card?",
          a: "Confirmed bookings still go ahead and complete as normal. Nobody can send new requests until you publish the Card again.",
        },
        {
          q: "What do visitors see if I delete a Card?",
          a: `A deleted Card can't be booked, and anyone who opens its link is taken to the ${K} home page. If you only want a break, unpublish the Card instead — it keeps your reviews and you can republish it later.`,
        },
      ],
    },
  ],
};
