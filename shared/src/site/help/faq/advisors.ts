import { UNANSWERED_EXPIRIES_TO_UNPUBLISH } from "../../../domain/cards/auto-unpublish.ts";
import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const advisors: FaqCategory = {
  id: "advisors",
  title: "For advisors",
  description: "Getting started as an advisor, handling booking requests, running sessions and staying within the rules.",
  image: "/img/help/advisors.svg",
  sections: [
    {
      id: "advisor-start",
      title: "Getting started",
      questions: [
        {
          q: `Who can advise on ${K}?`,
          a: `Anyone with knowledge or experience worth sharing — professionals, coaches, teachers, founders, tradespeople, retirees. [Sign up](${P.signUp}), create a [${K} Card](${P.createCard}) for what you know, set your [working hours](${P.workingHours}) and publish.`,
        },
        {
          q: "Should my sessions be free or paid?",
          a: `It's up to you. Advisors in Australia, New Zealand, the UK, Sweden and Denmark can charge — from 15 per 30 minutes — or offer sessions free; advisors elsewhere can offer free sessions. Many people start free to collect reviews, then add a paid Card. Free Cards carry no admin fee.`,
        },
        {
          q: "How do I get my first bookings?",
          a: `- Share your Card's link with people who already know your work: your email signature, LinkedIn, your website.
- Publish a Marketplace Card so new people can find you in the [marketplace](${P.marketplace}).
- Keep your working hours generous at first and answer requests quickly.`,
        },
        {
          q: "Does it cost anything to be an advisor?",
          a: `No. Signing up, creating Cards and hosting meetings are free on the Basic tier. On paid bookings an admin fee is added to your fee for the learner to pay, and you're paid your full rate. See the [pricing page](${P.pricing}).`,
        },
      ],
    },
    {
      id: "advisor-requests",
      title: "Handling requests",
      questions: [
        {
          q: "How do I answer a booking request?",
          a: `Open it from your [booking requests](${P.bookingRequests}). Confirm one of the learner's times, suggest other times, or decline. The learner is charged only once you confirm.`,
        },
        {
          q: "What if I don't answer in time?",
          a: `The request expires and is cancelled, and the learner isn't charged. If ${UNANSWERED_EXPIRIES_TO_UNPUBLISH} requests to a Card in a row expire unanswered, the Card is unpublished automatically, so answer — even with a no — as soon as you can.`,
        },
        {
          q: "Can I book a session with someone myself?",
          a: `Yes. From [bookings](${P.bookings}) you can invite someone to a session, suggest times to a contact, schedule a session you've already agreed on, or repeat a booking with someone you've met before.`,
        },
        {
          q: "What if I need to cancel?",
          a: `Cancel from the booking as early as you can. The learner gets a full refund, and cancelling within 24 hours of the start harms your marketplace rating. If a different time would work, suggest a reschedule instead. See the [cancellation policy](${P.cancellationPolicy}).`,
        },
      ],
    },
    {
      id: "advisor-sessions",
      title: "Sessions and conduct",
      questions: [
        {
          q: "What if the learner doesn't turn up?",
          a: "Join on time and stay in the call: if you joined and the learner didn't, you're still paid. Being in the call for at least 1 minute counts as attending.",
        },
        {
          q: `Can I take payment outside ${K}?`,
          a: `No. Arranging payment off the platform to avoid fees breaks our [code of conduct](${P.codeOfConduct}), and the ${K} team may ban accounts that do it. Paying through ${K} also protects you: the learner is charged before the session and you're paid out about a week after it.`,
        },
        {
          q: "Can I record my sessions?",
          a: `Yes — recording is free and unlimited. Tell the learner before you start recording, as our [code of conduct](${P.codeOfConduct}) requires, and remember that the recording's owner decides who else can watch it.`,
        },
        {
          q: "A learner behaved badly. What should I do?",
          a: `End the call if you need to — your safety comes first. Then [get in touch](${P.getInTouch}) with the booking's details. We review every report against our [code of conduct](${P.codeOfConduct}) and can ban accounts that break it.`,
        },
      ],
    },
  ],
};
