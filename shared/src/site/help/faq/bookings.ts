import { BRAND } from "../../../brand.ts";
import { HELP_PATHS as P } from "../paths.ts";
import type { FaqCategory } from "../types.ts";

const K = BRAND.name;

export const bookings: FaqCategory = {
  id: "bookings",
  title: "Bookings",
  description: "Requesting a session, confirmation and payment, rescheduling, cancelling, and what happens if someone misses it.",
  image: "/img/help/bookings.svg",
  sections: [
    {
      id: "requesting",
      title: "Requesting a session",
      questions: [
        {
          q: "Do I need an account to book?",
          a: `Yes — booking needs a ${K} account so the advisor knows who they're meeting and we can send you reminders. [Signing up](${P.signUp}) is free and takes under a minute.`,
        },
        {
          q: "How do I book a session?",
          a: `- Find an advisor in the [marketplace](${P.marketplace}), or open the Card link they sent you.
- Choose a session length and one or more times that suit you.
- Say what you'd like to talk about, so the advisor can prepare.
- Send the request. You can ask for a session up to one year ahead.

The advisor then confirms one of your times, suggests others, or declines.`,
        },
        {
          q: "How long does the advisor have to answer?",
          a: `You choose when your request expires: after 24, 48, 72 or 96 hours. For a session that starts sooner than that, the request expires at the earliest time you suggested.

If the advisor doesn't answer in time, the request expires and is cancelled, and you aren't charged anything.`,
        },
        {
          q: "When am I charged?",
          a: `Only when the advisor confirms your booking — sending a request costs nothing. If you have a voucher code, you're asked for it while you book, and the credit comes off the price.

You can save the card you pay with in [billing](${P.billing}).`,
        },
        {
          q: "What if the advisor suggests different times?",
          a: `You'll get an email and see the request in your [booking requests](${P.bookingRequests}). Pick the time that suits you and the booking is confirmed, or suggest other times back.`,
        },
      ],
    },
    {
      id: "changing",
      title: "Rescheduling and cancelling",
      questions: [
        {
          q: "Can I cancel a request before it's confirmed?",
          a: `Yes, at any time and at no cost. Open it from your [booking requests](${P.bookingRequests}) and cancel it; nothing was charged, so there's nothing to refund.`,
        },
        {
          q: "What happens if I cancel a confirmed booking?",
          a: `Once a paid booking is accepted, a cancellation penalty applies, and cancelling within 24 hours of the start also harms your rating in the marketplace. If the advisor cancels, you get a full refund.

The [cancellation policy](${P.cancellationPolicy}) sets out exactly what's refunded in each case.`,
        },
        {
          q: "How do I reschedule?",
          a: `Either of you can suggest new times from the booking. If the other person can't accept any of them, the booking is cancelled — and on a paid booking, only the admin fee is paid.

Reschedule early: a reschedule that fails close to the start counts as a cancellation.`,
        },
        {
          q: "Where can I see all my bookings?",
          a: `- [Booking requests](${P.bookingRequests}): requests waiting for an answer, from you or to you.
- [Confirmed bookings](${P.confirmedBookings}): sessions that are going ahead.
- [Booking archive](${P.bookingArchive}): completed, cancelled and expired bookings, with their chat and recordings.`,
        },
      ],
    },
    {
      id: "on-the-day",
      title: "On the day and afterwards",
      questions: [
        {
          q: "When can I join my session?",
          a: "From 60 minutes before the start until 30 minutes after it. We text you a reminder 10 minutes before the session starts, so keep your phone nearby.",
        },
        {
          q: "What if the advisor doesn't turn up?",
          a: `You get a full refund, usually within a few days. Being in the call for at least 1 minute counts as attending, so an advisor who never joined counts as a no-show.

If something else went wrong, [get in touch](${P.getInTouch}) and we'll look into it.`,
        },
        {
          q: "What if I miss my session?",
          a: "If the advisor joined and waited, they're still paid, so there's no refund. If neither of you joined, there's no refund either. Can't make it after all? Reschedule or cancel as early as you can instead.",
        },
        {
          q: "What happens after a session?",
          a: `The booking moves to your [booking archive](${P.bookingArchive}), where the chat keeps working so you can share notes and links. If the session was recorded, we email you when the recording is ready.

Learners can leave a review afterwards. Reviews are optional and appear on Marketplace Cards.`,
        },
      ],
    },
  ],
};
