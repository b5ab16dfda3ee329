import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const accountTiers: FaqCategory = {
  id: "account-tiers",
  title: "Your account and tiers",
  description: "Signing up, the Basic, Plus and Pro tiers, what each one includes and how to move between them.",
  image: "/img/help/account-tiers.svg",
  sections: [
    {
      id: "signing-up",
      title: "Signing up",
      questions: [
        {
          q: `How do I sign up for ${K}?`,
          a: `[Sign up for free](${P.signUp}) — it takes under a minute. You need your name, an email address, and either a mobile number or a link to a professional social profile such as LinkedIn.

Every new account starts on the free Basic tier, so you can book sessions, publish a ${K} Card and host video meetings straight away.`,
        },
        {
          q: "Why do you ask for my mobile number?",
          a: `We text you a short code to check the number is yours, and after that we use it only to send booking reminders, 10 minutes before each session starts. We never use your number for marketing.

If you'd rather not give a number, you can sign up with a professional social profile instead. Our [privacy policy](${P.privacy}) explains everything we store.`,
        },
        {
          q: "Do I need an account to join a call or watch a recording?",
          a: `No. A guest joins a video call, or watches a recording someone has shared, by giving a first name only.

You do need an account to book a session, to publish a ${K} Card or to host your own meetings.`,
        },
        {
          q: `Is there a ${K} mobile app?`,
          a: `Yes. The ${K} app is in the Apple App Store and on Google Play. It needs iOS 14.0 or later, or Android 8.0 or later.

Use it to join your sessions and meetings wherever you are. Screen sharing isn't available in the mobile app, so use a desktop browser when you need to share your screen.`,
        },
      ],
    },
    {
      id: "tiers",
      title: "Basic, Plus and Pro",
      questions: [
        {
          q: "What's the difference between Basic, Plus and Pro?",
          a: `- Basic is free and is where every account starts. Meetings hold up to 10 participants.
- Plus is a paid tier with a one-month free trial you can claim once. Meetings hold up to 25 participants, you can let people download your recordings, and the admin fee is 5% on all your paid bookings.
- Pro is in beta and available on request. Meetings hold up to 50 participants, and you get data analytics (learner emails, booking counts and income reports), your own branding, video messages on your Cards, a boost in marketplace search and replies to your messages within 24 hours. The admin fee is 5%.

The [pricing page](${P.pricing}) compares the tiers side by side.`,
        },
        {
          q: "Is there a time limit on meetings or recordings?",
          a: "No. There's no meeting time limit on any tier, and cloud recording is free and unlimited on every tier — Basic included. The tiers differ in how many people a meeting holds, not in how long it can run.",
        },
        {
          q: "How does the Plus free trial work?",
          a: `Each account can claim one free month of Plus, once. Start it from [billing](${P.billing}); Plus features switch on straight away.

You can downgrade back to Basic at any time. The [pricing page](${P.pricing}) shows what Plus costs once the trial month is over.`,
        },
        {
          q: "How do I get Pro?",
          a: `Pro is in beta, so we open it on request. [Ask for Pro](${P.askForPro}) and tell us a little about how you use ${K}; we'll let you know when your account can be switched on.

Pro members get a reply from our team within 24 hours whenever they contact us.`,
        },
        {
          q: "How do I change or cancel my tier?",
          a: `Upgrade or downgrade from [billing](${P.billing}). A downgrade takes effect immediately and the rest of the current period isn't refunded, so you may prefer to downgrade near the end of it.

After a downgrade your meetings hold the Basic tier's 10 participants, and Basic admin fees apply to new bookings. Your recordings, Cards and bookings stay as they are.`,
        },
      ],
    },
    {
      id: "tier-fees",
      title: "Fees on each tier",
      questions: [
        {
          q: "How do admin fees change with my tier?",
          a: `On Basic, the admin fee is 5% on bookings of Private Cards and 15% on bookings of Marketplace Cards. On Plus and Pro it's 5% on all paid bookings, Marketplace Cards included.

There's no admin fee on free Cards, and none when a booking is paid with pro bono credit. See the [pricing page](${P.pricing}) for worked examples.`,
        },
        {
          q: "Who pays the admin fee?",
          a: "The learner. The admin fee is added on top of the advisor's fee and shown before the booking request is sent, so the advisor is paid their full rate for the session.",
        },
        {
          q: "Is Plus worth it if I'm an advisor?",
          a: `If many of your paid bookings come from the marketplace, Plus cuts the admin fee your learners pay from 15% to 5%, which makes your sessions cheaper to book. You also get meetings of up to 25 people and recording downloads.

The free trial month is a good way to find out: claim it once from [billing](${P.billing}).`,
        },
      ],
    },
  ],
};
