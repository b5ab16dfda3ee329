import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const calendarManagement: FaqCategory = {
  id: "calendar-management",
  title: "Calendar management",
  description: "Working hours, days off, buffers and notice, calendar sync, time zones and how far ahead people can book you.",
  image: "/img/help/calendar-management.svg",
  sections: [
    {
      id: "working-hours",
      title: "Working hours",
      questions: [
        {
          q: "How do I choose when people can book me?",
          a: `Set your [working hours](${P.workingHours}): pick the days and times in your week when you're happy to advise, in half-hour steps. Learners are only offered times inside your working hours that are still free.

Your working hours apply to all your Cards unless you give a Card hours of its own.`,
        },
        {
          q: "Can one Card have different hours from the others?",
          a: `Yes. On the [working hours](${P.workingHours}) page, switch a Card from your standard hours to its own hours and set them. That's handy if, say, your mentoring Card is for evenings and your consulting Card is for weekdays.`,
        },
        {
          q: "How do I block out a holiday or a busy day?",
          a: `Add the dates as days off on the [working hours](${P.workingHours}) page. Nobody can book you during them, and you can add a note so you remember why. Bookings you've already confirmed aren't changed — reschedule those with the learner if you need to.`,
        },
        {
          q: "What happens if I remove all my availability?",
          a: `Your published Cards are unpublished automatically, because nobody could book them. When you add working hours again, republish each Card with one click from [my Cards](${P.myCards}).`,
        },
      ],
    },
    {
      id: "booking-settings",
      title: "Booking settings",
      questions: [
        {
          q: "Can I stop sessions running back to back?",
          a: `Yes. Turn on "Keep time free around bookings" in the booking settings on the [working hours](${P.workingHours}) page and choose a buffer of 15, 30 or 60 minutes. The buffer is kept free before and after every confirmed session.`,
        },
        {
          q: "Can I stop people booking at the last minute?",
          a: `Set a minimum notice in your booking settings — from none up to 48 hours. A learner can't ask for a session that starts sooner than that.`,
        },
        {
          q: "Can I limit how many hours I advise each month?",
          a: "Yes. Set a monthly hours limit in your booking settings; pro bono sessions count towards it. Once you reach the limit, no more times are offered that month. Leave it empty for no limit.",
        },
        {
          q: "What is instant booking?",
          a: "With instant booking on, learners can book one of your free times straight away, without waiting for you to confirm. Leave it off if you'd rather review each request first.",
        },
      ],
    },
    {
      id: "calendar-sync",
      title: "Calendar sync and time zones",
      questions: [
        {
          q: "Can I connect my own calendar?",
          a: `Yes. When you connect your calendar, ${K} reads your busy times up to 7 months ahead and doesn't offer those times to learners, so you won't be double-booked. Every confirmation email also carries a calendar invite you can add with one click.`,
        },
        {
          q: "How do time zones work?",
          a: `Everyone sees times in their own time zone: you set your hours in yours, and learners see the same slots in theirs. Check your time zone in [my details](${P.myDetails}), especially after you move or travel for a while.`,
        },
        {
          q: "How far ahead can people book me?",
          a: "Learners can request sessions up to one year ahead. If you'd rather not be booked that far out, add days off for the months you're unsure about.",
        },
      ],
    },
  ],
};
