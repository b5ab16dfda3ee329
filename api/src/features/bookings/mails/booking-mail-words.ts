import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { MailContent, MailLink } from "../../../adapters/mail/mail-layout.ts";
import {
  actor,
  type BookingMailFacts,
  expiryFact,
  fullName,
  isFree,
  lengthFact,
  money,
  paidFacts,
  priceFact,
  reasonFact,
  roleOf,
  refundedValue,
  settledFacts,
  timesFact,
  when,
  whenFact,
  withFact,
} from "./booking-mail-facts.ts";

/** A booking mail's subject and content, before it is rendered to HTML and text. */
export type BookingMailWords = MailContent & { subject: string };

const open = (f: BookingMailFacts, label = "Open the booking"): MailLink => ({ label, url: f.links.booking });
const join = (f: BookingMailFacts): MailLink => ({ label: "Join the call", url: f.links.join });
const opensNote = `The call opens ${JOIN_OPENS_MINUTES} minutes before the start.`;

/** Someone's own words, attributed from the recipient's side ("Your message" / "Ada's message"). */
function quoted(f: BookingMailFacts, byId: string | null, text: string | null, systemLabel = "Why"): BookingMailWords["quote"] {
  if (!text?.trim()) return undefined;
  const who = actor(f, byId);
  return { by: who === null ? systemLabel : who === "You" ? "Your message" : `${who}'s message`, text: text.trim() };
}

/**
 * What each booking event says to one party, from their side: times in their zone (zone named),
 * who did what, the money, and the join link where there is a call to join. Null: no mail.
 */
export function bookingMailWords(event: BookingEventName, f: BookingMailFacts): BookingMailWords | null {
  const b = f.booking;
  const other = f.other.first_name;
  const card = `"${f.cardTitle}"`;
  const role = roleOf(f);
  const base = { greeting: `Hi ${f.recipient.first_name},` };
  switch (event) {
    case "PendingApproval": {
      const mine = b.created_by === f.recipient.id;
      const facts = [timesFact(f, mine ? "Times you suggested" : "Suggested times"), lengthFact(f), withFact(f), priceFact(f)];
      return mine
        ? {
            ...base,
            subject: `Your booking request to ${other} was sent`,
            title: `Your request was sent to ${other}`,
            paragraphs: [
              `We've sent your request for ${card} to ${other}.`,
              isFree(f) ? "The session is free." : "You're only charged if it's confirmed.",
            ],
            facts: [...facts, ...expiryFact(f, `${other} can answer until`)],
            actions: [open(f)],
          }
        : {
            ...base,
            subject: `New booking request from ${other}`,
            title: `${other} would like a session`,
            paragraphs: [`${other} would like a session on ${card}. Please choose one of the suggested times, suggest others, or decline.`],
            quote: b.discussion_topic.trim() ? { by: `${other}'s topic`, text: b.discussion_topic.trim() } : undefined,
            facts: [...facts, ...expiryFact(f, "Please answer by")],
            actions: [open(f, "Answer the request")],
            notes: ["If nobody answers in time, the request expires and nothing is charged."],
          };
    }
    case "SuggestedTimes": {
      // The side not awaited made this proposal; while a confirmed booking is being moved, its old time is "was".
      const mine = b.awaiting_from !== role;
      const author = mine ? f.recipient.id : f.other.id;
      const message = quoted(f, author, b.last_message);
      const was = b.rescheduled_by && b.start_ms !== null ? when(f, b.start_ms) : undefined;
      const answerBy = expiryFact(f, mine ? `${other} can answer until` : "Please answer by");
      if (b.rescheduled_by === author) {
        return {
          ...base,
          subject: mine ? `You asked ${other} to reschedule` : `${other} asked to reschedule`,
          title: mine ? `You asked ${other} to reschedule` : `${other} asked to reschedule`,
          paragraphs: [
            mine
              ? `You asked ${other} to move your session on ${card}. If ${other} accepts one of the new times, the session moves there.`
              : `${other} asked to move your session on ${card} to one of the new times below.`,
            "If none is accepted in time, the booking is cancelled.",
          ],
          quote: message,
          facts: [timesFact(f, "New times", was), lengthFact(f), ...answerBy],
          actions: [open(f, mine ? "Open the booking" : "Choose a new time")],
        };
      }
      return {
        ...base,
        subject: mine ? `Your suggested times were sent to ${other}` : `${other} suggested other times`,
        title: mine ? `Your times were sent to ${other}` : `${other} suggested other times`,
        paragraphs: [
          mine
            ? `We've sent the times you suggested for ${card} to ${other}.`
            : `${other} suggested other times for ${card}. Please accept one, suggest others, or decline.`,
        ],
        quote: message,
        facts: [timesFact(f, "Suggested times", was), lengthFact(f), ...answerBy],
        actions: [open(f, mine ? "Open the booking" : "Choose a time")],
      };
    }
    case "Confirmed": {
      const at = b.start_ms === null ? "" : ` for ${when(f, b.start_ms)}`;
      const who = actor(f, b.confirmed_by);
      const lead =
        b.instant_booking === 1
          ? `Your session on ${card} with ${other} is booked and confirmed.`
          : who === "You"
            ? `You confirmed the session on ${card} with ${other}.`
            : `${who ?? other} confirmed your session on ${card}.`;
      return {
        ...base,
        subject: `Booking confirmed with ${other}${at}`,
        title: `Your session with ${other} is confirmed`,
        paragraphs: [lead],
        facts: [...whenFact(f), lengthFact(f), withFact(f), ...paidFacts(f)],
        actions: [join(f), open(f)],
        notes: [opensNote, "The calendar invite is attached: open it to add the session to your calendar."],
      };
    }
    case "CancelledProvisional": {
      const who = actor(f, b.cancelled_by);
      return {
        ...base,
        subject: `Booking request with ${other} cancelled`,
        title: "Booking request cancelled",
        paragraphs: [
          `${who === null ? `The request for ${card} was cancelled.` : `${who} cancelled the request for ${card}.`} Nothing was charged.`,
        ],
        quote: quoted(f, b.cancelled_by, b.cancel_message),
        facts: [...reasonFact(f), withFact(f)],
        actions: [open(f)],
      };
    }
    case "ProvisionalRequestExpired":
      return {
        ...base,
        subject: `Booking request with ${other} expired`,
        title: "Booking request expired",
        paragraphs: [`The request for ${card} wasn't answered in time, so it expired. Nothing was charged.`],
        facts: [timesFact(f, "Times that were suggested"), withFact(f)],
        actions: [open(f)],
      };
    case "CancelledConfirmed": {
      const who = actor(f, b.cancelled_by);
      const lead =
        who === null
          ? `Your session on ${card} with ${other} was cancelled.`
          : who === "You"
            ? `You cancelled your session on ${card} with ${other}.`
            : `${who} cancelled your session on ${card}.`;
      return {
        ...base,
        subject: `Booking with ${other} cancelled`,
        title: `Session with ${other} cancelled`,
        paragraphs: [lead],
        quote: quoted(f, b.cancelled_by, b.cancel_message),
        facts: [
          ...(b.start_ms === null ? [] : [{ label: "When", value: "Cancelled", was: when(f, b.start_ms) }]),
          withFact(f),
          ...reasonFact(f),
          ...settledFacts(f),
        ],
        actions: [open(f)],
        notes: [
          ...(role === "learner" && b.refunded_minor > 0 ? ["Refunds to a card arrive within a few days."] : []),
          ...(b.start_ms === null ? [] : ["The attached calendar update removes the session from your calendar."]),
        ],
      };
    }
    case "Completed":
      return {
        ...base,
        subject: `Session with ${other} completed`,
        title: `Session with ${other} completed`,
        paragraphs: [
          role === "learner"
            ? `Thanks for your session on ${card}. You can leave a review from the booking page.`
            : `Your session on ${card} with ${other} is complete. You can leave a review from the booking page.`,
        ],
        facts: [...whenFact(f), lengthFact(f), ...paidFacts(f)],
        actions: [open(f, "Leave a review")],
      };
    case "StartsInTenMinutes":
      return {
        ...base,
        subject: `Your session with ${other} starts in 10 minutes`,
        title: `Your session with ${other} starts soon`,
        paragraphs: [`Your session on ${card} with ${other} starts in 10 minutes. You can join now.`],
        facts: [...whenFact(f), lengthFact(f)],
        actions: [join(f), open(f)],
      };
    case "PaymentRequired": {
      const due = b.payment_due_ms === null ? "" : ` by ${when(f, b.payment_due_ms)}`;
      const failure = (b.payment_failure ?? "the bank needs you").replace(/\.?$/, ".");
      return role === "learner"
        ? {
            ...base,
            subject: `Action needed: complete your payment for the session with ${other}`,
            title: "Please complete your payment",
            paragraphs: [
              `${other} confirmed your session on ${card}, but the payment didn't go through: ${failure}`,
              `Please complete it${due} on the booking page, or the booking is cancelled.`,
            ],
            facts: [...whenFact(f), { label: "To pay", value: money(f, f.price.total) }],
            actions: [open(f, "Complete the payment")],
          }
        : {
            ...base,
            subject: `Waiting for ${other}'s payment`,
            title: `Waiting for ${other}'s payment`,
            paragraphs: [
              `The session on ${card} is confirmed, but ${other}'s payment didn't go through yet.`,
              `They have${due} to complete it; we'll tell you either way.`,
            ],
            facts: [...whenFact(f), lengthFact(f)],
            actions: [open(f)],
          };
    }
    case "PaymentCompleted":
      return {
        ...base,
        subject: `Payment complete for the session with ${other}`,
        title: "Payment complete",
        paragraphs: [`The payment for ${card} went through. The session stands.`],
        facts: [...whenFact(f), ...paidFacts(f)],
        actions: [join(f), open(f)],
        notes: [opensNote],
      };
    case "Refunded": {
      const amount = money(f, b.refunded_minor);
      return {
        ...base,
        subject: role === "learner" ? `Your refund for the session with ${other}` : `${other} was refunded`,
        title: role === "learner" ? `${amount} is on its way back` : `${other} was refunded ${amount}`,
        paragraphs: [
          role === "learner"
            ? `${amount} of the payment for ${card} is on its way back to you; refunds to a card arrive within a few days.`
            : `${amount} of the payment for ${card} went back to ${other}.`,
        ],
        facts: [
          { label: "Refunded", value: refundedValue(f, b.refunded_minor) },
          { label: "Why", value: f.refundReason ?? "See the booking page" },
        ],
        actions: [open(f)],
      };
    }
    case "BookingUpdated":
      return {
        ...base,
        subject: `Update on your booking with ${other}`,
        title: `Update on your booking with ${other}`,
        paragraphs: [`Your booking on ${card} is now: ${b.status.replace(/-/g, " ")}.`],
        facts: [...whenFact(f), { label: "With", value: fullName(f.other) }],
        actions: [open(f)],
      };
  }
}
