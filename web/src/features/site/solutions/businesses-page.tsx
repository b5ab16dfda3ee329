import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { JONAH_FELD } from "./quotes/jonah-feld.ts";
import { UseCaseLayout, type UseCaseContent } from "./use-case-layout.tsx";

const CONTENT: UseCaseContent = {
  id: "businesses",
  metaTitle: "Paid and free advice sessions for businesses",
  description: `Sell expert time by the half hour, run internal mentoring or onboard customers one to one, with bookings, payments, calls and recordings handled by ${BRAND.name}.`,
  eyebrow: "Use case · Businesses",
  h1: (
    <>
      Sell your team's expertise <em>by the half hour</em>
    </>
  ),
  lede: `Consultancies, practices, agencies and software companies use ${BRAND.name} to offer paid or free one-to-one advice sessions under their own name, and to share know-how inside the business.`,
  problem: {
    title: "The problem: expert time is hard to sell and harder to schedule",
    text: "Customers want to talk to a person who knows the answer. Selling them that half hour usually takes a booking tool, a video tool, an invoicing tool and an inbox full of “does Thursday work?”. Inside the business it's the same story: the people everyone wants to learn from have the least time, so what they know stays with them.",
    pains: [
      "Emails back and forth to find a time, then a separate link, then an invoice to chase.",
      "Video tools that cut calls off or charge extra to record them.",
      "No-shows that waste an expert's time and are awkward to bill.",
      "Senior people's knowledge never reaches the rest of the team.",
    ],
  },
  solution: {
    title: `How ${BRAND.name} solves it`,
    intro:
      "A group space for your business where your experts can be booked, paid sessions are charged only once confirmed, and calls, reminders and recordings come built in.",
    features: [
      {
        icon: "globe",
        title: "A group space for your business",
        text: "Your company's group, under its name and logo, listing the experts clients and colleagues can book. Pro (in beta, on request) adds your own branding.",
      },
      {
        icon: "check",
        title: "Cards you approve",
        text: "Each expert publishes a Group Card with their topics, availability and rate per half hour. A group admin reviews every Card before it can be booked, and every application to join your group is reviewed within 48 hours.",
      },
      {
        icon: "share",
        title: "Paid sessions, paid properly",
        text: "Set a rate per half hour, from 15 per 30 minutes, or make sessions free. Clients are charged only after the expert confirms, and payouts can go to the business as group admin.",
      },
      {
        icon: "mail",
        title: "Fewer no-shows",
        text: "A text reminder goes out 10 minutes before each session. If a client doesn't show but your expert joined, your expert is still paid.",
      },
      {
        icon: "dashboard",
        title: "Facilitated bookings, high-level data",
        text: "Account managers can book sessions on a client's behalf. Admins see high-level data such as monthly video hours, never what was said.",
      },
      {
        icon: "sparkle",
        title: "Analytics on Pro",
        text: "Pro adds data analytics (learner emails, booking counts and income reports), video messages on your Cards and a boost in marketplace search.",
      },
      {
        icon: "search",
        title: `The ${BRAND.name} marketplace`,
        text: `Publish Marketplace Cards to be found by people who have never heard of you. Your first Marketplace Card is checked by the ${BRAND.name} team before it goes live.`,
      },
      {
        icon: "video",
        title: "Meetings with no time limit",
        text: "Instant meetings for team calls and client workshops: up to 10 people on Basic, 25 on Plus and 50 on Pro, and never cut off.",
      },
      {
        icon: "record",
        title: "Recordings at no extra cost",
        text: "Free unlimited cloud recording on every tier. On Plus you can also allow downloads, so clients keep a copy of their session.",
      },
    ],
    note: (
      <>
        Paid bookings are open to advisors in Australia, New Zealand, the UK, Sweden and Denmark; advisors elsewhere can take free bookings.
        The admin fee is 5% on Private Cards and 15% on Marketplace Cards, or 5% on all paid bookings on Plus and Pro, and there is none on
        free sessions. <Link to="/pricing">See pricing and fees</Link>.
      </>
    ),
  },
  scenarios: {
    title: `Three ways businesses use ${BRAND.name}`,
    items: [
      {
        title: "Paid check-ins at a financial planning practice",
        who: "A three-person financial planning practice",
        text: "The practice sells a half-hour money check-in to people who aren't ready for a full plan. Each planner has a Card; clients request a time, the planner confirms, and only then is the client charged.",
        points: ["Rate set per half hour", "Payouts to the practice as group admin", "Clients can rewatch the session's recording"],
      },
      {
        title: "Internal mentoring at an engineering firm",
        who: "A 300-person engineering consultancy",
        text: "Senior engineers offer graduates a free half hour every fortnight. HR runs the group, approves the mentors' Cards and reports monthly video hours to the leadership team, without ever seeing what was discussed.",
        points: ["Free sessions carry no fees", "Group Cards reviewed by HR as group admin", "High-level data only, never content"],
      },
      {
        title: "One-to-one onboarding for new customers",
        who: "A software company selling to accounting firms",
        text: "Onboarding specialists offer a free setup session to every new customer. The session is recorded, so the customer's colleagues can watch it later from a view-only link.",
        points: ["Team trainings of up to 50 people on Pro", "Free unlimited cloud recording", "View-only links, with downloads on Plus"],
      },
    ],
  },
  testimonial: JONAH_FELD,
  cta: {
    title: `See ${BRAND.name} for your business`,
    text: "Book a demo and we'll show you a group space set up the way your business would use it, from Cards and rates to payouts and reports.",
  },
};

/** /use-cases/businesses */
export default function BusinessesPage() {
  return <UseCaseLayout content={CONTENT} />;
}
