import { appPath } from "@kora/shared/brand.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { FeaturePage, type FeaturePageContent, type FeaturePageProps } from "./feature-page.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";

const CONTENT: FeaturePageContent = {
  path: FEATURE_PATHS.calendar,
  name: "Calendar & bookings",
  metaTitle: "Calendar and bookings: working hours, requests, reminders",
  description:
    "Share working hours in 30-minute steps, take requests up to a year ahead, sync your calendar and get an SMS reminder 10 minutes before each session.",
  title: (
    <>
      Bookings that fit <em>around your week</em>
    </>
  ),
  lede: (
    <p>Tell us when you're free. Learners ask for times inside your hours, you decide, and everyone gets a reminder before the call.</p>
  ),
  art: { src: "/img/marketing/calendar.svg", width: 420, height: 320 },
  capabilities: [
    {
      id: "working-hours",
      icon: "calendar",
      title: "Working hours in 30-minute steps",
      body: (
        <p>
          Mark your week on a grid of half-hour slots, seven days by 48. Keep one set of standard hours for everything, or give a Card hours
          of its own, and block out holidays as unavailable.
        </p>
      ),
      points: ["Hours are kept in your time zone, with daylight saving handled", "Learners see your free slots in their own time zone"],
    },
    {
      id: "requests",
      icon: "chat",
      title: "Requests with suggested times",
      body: (
        <p>
          A learner picks a few of your open slots and sends a request. You confirm one, suggest other times, or decline. Nothing is charged
          until you confirm.
        </p>
      ),
      points: [
        "Requests can be made up to one year ahead",
        "The learner chooses how long a request waits for you: 24, 48, 72 or 96 hours",
        "An unanswered request expires and is cancelled, with no charge",
      ],
    },
    {
      id: "calendar-sync",
      icon: "sync",
      title: "Your own calendar, kept in step",
      body: (
        <p>
          Every confirmed booking arrives as a calendar invite (.ics) for Google, Apple, Outlook or any other calendar. Connect a CalDAV
          calendar and we read your busy times up to seven months ahead, so nobody can book you over a dentist appointment.
        </p>
      ),
    },
    {
      id: "reminders",
      icon: "clock",
      title: "Reminders and an easy start",
      body: (
        <p>
          We send an SMS reminder 10 minutes before each session. Your mobile number is used for booking reminders only, never for
          marketing.
        </p>
      ),
      points: ["Start the call up to 60 minutes early to set up", "Join up to 30 minutes after the start if you're running late"],
    },
    {
      id: "initiate",
      icon: "edit",
      title: "Start a booking yourself",
      body: (
        <p>
          Already agreed a time by email? Initiate a booking from your dashboard: suggest times, let your contact suggest them, invite
          someone new, or record a time you've already agreed. Repeat a past booking in a couple of clicks.
        </p>
      ),
    },
    {
      id: "changes",
      icon: "shield",
      title: "Plans change, fairly",
      body: (
        <p>
          A confirmed booking can be rescheduled or cancelled. If the other person can't make the new time, the booking is cancelled.
          Learners cancel unconfirmed requests freely; after acceptance a penalty applies, and cancelling within 24 hours of the start
          counts against your marketplace rating.
        </p>
      ),
      points: ["Finished sessions move to your booking archive, chat included"],
    },
  ],
  faq: [
    { label: "Working hours and calendar sync", to: FAQ_LINKS.calendar },
    { label: "Requesting, changing and joining bookings", to: FAQ_LINKS.bookings },
    { label: "Answering requests as an advisor", to: FAQ_LINKS.advisors },
  ],
  cta: {
    title: "Open your calendar to bookings",
    text: <p>Sign up free, create a Card and set your working hours. Your first request could arrive today.</p>,
    primary: { label: "Start for free!", to: SIGN_UP_PATH },
    secondary: { label: "Set working hours", to: appPath("my-calendar/working-hours") },
  },
};

/** /features/calendar-and-bookings (also shown, noindex, on the old /f/cal). */
export default function CalendarAndBookingsPage({ legacy }: FeaturePageProps) {
  return <FeaturePage content={CONTENT} legacy={legacy} />;
}
