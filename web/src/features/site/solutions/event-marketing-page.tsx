import { BRAND } from "@kora/shared/brand.ts";
import { ROSA_DELGADO } from "./quotes/rosa-delgado.ts";
import { UseCaseLayout, type UseCaseContent } from "./use-case-layout.tsx";

const CONTENT: UseCaseContent = {
  id: "event-marketing",
  metaTitle: "Event marketing: bookable speakers and sponsor experts",
  description: `Keep your event working after the closing keynote: attendees book one-to-one video sessions with speakers and sponsor experts in your own ${BRAND.name} group.`,
  eyebrow: "Use case · Event marketing",
  h1: (
    <>
      Your speakers, bookable <em>long after</em> the closing keynote
    </>
  ),
  lede: `${BRAND.name} gives your conference, summit or festival a group space where attendees book one-to-one video sessions with speakers and sponsor experts, so the conversations your event starts don't end at the exit.`,
  problem: {
    title: "The problem: great events, short conversations",
    text: "An event's most valuable moments are the five minutes at the side of the stage when an attendee finally gets to ask a speaker their question. Most attendees never get them. The queue is long, the next session starts, and by Monday the speaker is on a plane and the attendee is back at work. Sponsors pay for a booth and leave with a pile of badge scans they can't follow up in any meaningful way.",
    pains: [
      "Speakers give one talk and disappear, so attendees can't follow up on what they heard.",
      "Sponsors struggle to show value beyond badge scans and booth traffic.",
      "Networking apps go quiet the day after the event closes.",
      "Between editions you have eleven months and nothing to offer your audience.",
    ],
  },
  solution: {
    title: `How ${BRAND.name} solves it`,
    intro: `A group space for your event, with the people who made it inside. You decide who advises, who books and what it costs; ${BRAND.name} runs the calendars, the calls, the payments and the reminders.`,
    features: [
      {
        icon: "globe",
        title: "Your event's group space",
        text: "A home for this year's edition under your event's name and logo. Attendees browse speakers and sponsor experts there, not in a crowded public listing.",
      },
      {
        icon: "check",
        title: "Group Cards you approve",
        text: "Each speaker or sponsor expert publishes a Group Card with their topics, availability and rate. It comes to you, the group admin, for review before anyone can book it.",
      },
      {
        icon: "calendar",
        title: "Applications answered within 48 hours",
        text: "Attendees apply to join the group and every application is reviewed within 48 hours, so only ticket holders reach your speakers.",
      },
      {
        icon: "dashboard",
        title: "Admins facilitate, never listen in",
        text: "Your team can book sessions on an attendee's behalf, such as a VIP's slot with the headline speaker. Admins see high-level data like monthly video hours for the sponsor report, never what was said.",
      },
      {
        icon: "share",
        title: "Free or paid, your call",
        text: "Sessions can be free for ticket holders or paid per half hour. Payouts can go to the group admin, so income from a premium follow-up tier lands with the event.",
      },
      {
        icon: "search",
        title: `The ${BRAND.name} marketplace`,
        text: "Speakers who want a wider audience can also publish Marketplace Cards, putting your event's name in front of new people all year round.",
      },
      {
        icon: "video",
        title: "Instant meetings, no time limit",
        text: "Run speaker briefings, tech checks and sponsor calls as instant meetings: up to 10 people on Basic, 25 on Plus and 50 on Pro, never cut off mid-sentence.",
      },
      {
        icon: "record",
        title: "A recording library",
        text: "Any session can be recorded to the cloud for free, with no cap. Whoever records owns the recording and decides whether it stays private or is shared by link.",
      },
      {
        icon: "mail",
        title: "Reminders that get people there",
        text: "Everyone gets a text 10 minutes before their session. The number is used for booking reminders only, never for marketing.",
      },
    ],
  },
  scenarios: {
    title: `Three ways events use ${BRAND.name}`,
    items: [
      {
        title: "Speaker office hours after the summit",
        who: "A two-day fintech summit with 14 speakers",
        text: "Each speaker opens four half-hour slots in the fortnight after the event. Attendees who joined the summit's group book straight from the follow-up email, while the talk is still fresh in their minds.",
        points: [
          "Speakers share their hours once and only free slots are offered",
          "Requests expire after 24, 48, 72 or 96 hours, as each speaker chooses",
          "Attendees get a text 10 minutes before the call",
        ],
      },
      {
        title: "Sponsor expert clinics",
        who: "A retail technology expo with 30 sponsors",
        text: "Instead of another booth giveaway, each sponsor runs a clinic: their solutions engineers publish Group Cards offering free half-hour sessions on one specific problem. The organiser reviews every Card before it goes live.",
        points: [
          "Every Group Card reviewed by the event team first",
          "Monthly video hours for the sponsor report",
          "The conversation itself stays between the two people in it",
        ],
      },
      {
        title: "A community between editions",
        who: "An annual design festival with a loyal audience",
        text: "The festival keeps its group open all year. Past speakers advise festival-goers, and the premium pass includes two sessions with a speaker of the holder's choice, booked for them by the festival team.",
        points: [
          "Admins book sessions on a pass holder's behalf",
          "Payouts from paid sessions can go to the festival as group admin",
          "Speakers who want more reach add a Marketplace Card",
        ],
      },
    ],
  },
  testimonial: ROSA_DELGADO,
  cta: {
    title: `See ${BRAND.name} for your next event`,
    text: "Book a demo and we'll walk you through a group space set up the way an event uses it, from speaker Cards and attendee applications to the sponsor report.",
  },
};

/** /use-cases/event-marketing */
export default function EventMarketingPage() {
  return <UseCaseLayout content={CONTENT} />;
}
