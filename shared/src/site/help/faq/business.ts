import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const business: FaqCategory = {
  id: "business",
  title: "Business and groups",
  description: "Groups for organisations and communities: joining a group, running one as an admin, and what members' data admins can see.",
  image: "/img/help/business.svg",
  sections: [
    {
      id: "groups",
      title: "Groups for organisations",
      questions: [
        {
          q: `What is a ${K} group?`,
          a: `A group is ${K} for one organisation or community: its own home page, its own members and Group Cards, and its own video library. Event marketers, universities and colleges, membership organisations and businesses use groups to connect their people one to one. See our [use cases](${P.useCases}) for examples.`,
        },
        {
          q: "How do I join a group?",
          a: `Open the group's page and apply. Applications are reviewed within 48 hours, and once you're approved the group's Cards, videos and members open up to you. Some groups ask a few extra questions on the application, such as your membership number.`,
        },
        {
          q: "How do I set up a group for my organisation?",
          a: `[Book a demo](${P.bookADemo}) and we'll show you how a group would work for your members, staff or students, and set it up with you — your name, logo and the way people join.`,
        },
        {
          q: "Can a group charge for sessions?",
          a: `Yes, if the group has paid sessions switched on. Group Cards can be free or paid, and a group's payouts can go to the group admin rather than to each advisor — useful when advisors work on the organisation's behalf. See [payments and payouts](${P.faq}#payment-integration).`,
        },
      ],
    },
    {
      id: "group-admins",
      title: "Running a group",
      questions: [
        {
          q: "What can a group admin do?",
          a: `From the admin console, a group admin can:
- approve or remove members, and review applications;
- review members' first Group Cards before they're published;
- book sessions on members' behalf, matching a member with the right advisor;
- send messages to members by InMail and see whether they were opened;
- follow the group's activity, such as monthly video hours.`,
        },
        {
          q: "Can admins see what happens in members' sessions?",
          a: `No. Admins see high-level figures — for example how many video hours the group used this month — but never the content of sessions, chats or recordings. Read more in our [privacy policy](${P.privacy}).`,
        },
        {
          q: "What does Pro add for an organisation?",
          a: `Pro is in beta and available on request. It adds your own branding, data analytics (learner emails, booking counts and income reports), video messages on Cards, a search boost in the marketplace, meetings of up to 50 people and replies from our team within 24 hours. [Ask for Pro](${P.askForPro}) to get started.`,
        },
      ],
    },
  ],
};
