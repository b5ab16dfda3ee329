import { describe, expect, it } from "vitest";
import { BOOKING_EVENTS, type BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { mailText } from "../../../adapters/mail/mail-content.ts";
import type { BookingMailFacts } from "./booking-mail-facts.ts";
import { bookingMailWords } from "./booking-mail-words.ts";

const SAM = { id: "sam", first_name: "Sam", last_name: "Reed", timezone: "Australia/Sydney" };
const LENA = { id: "lena", first_name: "Lena", last_name: "Park", timezone: "Europe/London" };
const at = (day: number, hour: number) => Date.UTC(2026, 4, day, hour);
const START = at(5, 8); // Tue 5 May 2026: 9:00 am in London (BST), 6:00 pm in Sydney (AEST)

type Booking = BookingMailFacts["booking"];
const booking: Booking = {
  id: "b1",
  status: "pending-approval",
  advisor_id: SAM.id,
  learner_id: LENA.id,
  created_by: LENA.id,
  confirmed_by: null,
  cancelled_by: null,
  awaiting_from: "advisor",
  rescheduled_by: null,
  instant_booking: 0,
  start_ms: null,
  end_ms: null,
  duration: 60,
  request_expires_at_ms: at(4, 8),
  discussion_topic: "Moving from QA into engineering management",
  last_message: "",
  cancel_message: null,
  cancel_reason: null,
  currency: "AUD",
  payment_status: "card-saved",
  payment_due_ms: null,
  payment_failure: null,
  charged_minor: 0,
  credit_minor: 0,
  refunded_minor: 0,
};

/** The facts as `to` (Sam the advisor in Sydney, or Lena the learner in London) gets them. */
function factsFor(to: "sam" | "lena", changes: Partial<Booking> = {}, extra: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    booking: { ...booking, ...changes },
    cardTitle: "Career coaching",
    recipient: to === "sam" ? SAM : LENA,
    other: to === "sam" ? LENA : SAM,
    price: { total: 5750, advisorFee: 5000, free: false },
    suggestedTimes: [
      { start_ms: START, duration: 60 },
      { start_ms: at(6, 8), duration: 60 },
    ],
    payoutMinor: null,
    links: { booking: "https://kora.test/my-kora/bookings/b1", join: "https://kora.test/my-kora/bookings/b1/join" },
    ...extra,
  };
}

function mail(event: BookingEventName, facts: BookingMailFacts) {
  const words = bookingMailWords(event, facts);
  if (!words) throw new Error(`no mail for ${event}`);
  return { subject: words.subject, text: mailText(words) };
}

const confirmed: Partial<Booking> = {
  status: "confirmed",
  start_ms: START,
  end_ms: START + 3_600_000,
  awaiting_from: null,
  request_expires_at_ms: null,
  confirmed_by: SAM.id,
  payment_status: "charged",
  charged_minor: 5750,
};

describe("times in the recipient's zone, the zone named", () => {
  it.each([
    ["sam", "Tue, 5 May 2026, 6:00 pm (Australia/Sydney)", "Wed, 6 May 2026, 6:00 pm (Australia/Sydney)"],
    ["lena", "Tue, 5 May 2026, 9:00 am (Europe/London)", "Wed, 6 May 2026, 9:00 am (Europe/London)"],
  ] as const)("a request lists every suggested time to %s as %s …", (to, first, second) => {
    const { text } = mail("PendingApproval", factsFor(to));
    expect(text).toContain(`:\n- ${first}\n- ${second}`);
  });

  it.each([
    ["sam", "Booking confirmed with Lena for Tue, 5 May 2026, 6:00 pm (Australia/Sydney)"],
    ["lena", "Booking confirmed with Sam for Tue, 5 May 2026, 9:00 am (Europe/London)"],
  ] as const)("the same confirmed instant, to %s: %s", (to, subject) => {
    expect(mail("Confirmed", factsFor(to, confirmed)).subject).toBe(subject);
  });
});

describe("requests: who asked, the times, the answer-by, the price", () => {
  it("to the advisor: a new request with the learner's topic, times and deadline", () => {
    const { subject, text } = mail("PendingApproval", factsFor("sam"));
    expect(subject).toBe("New booking request from Lena");
    expect(text).toContain('Lena would like a session on "Career coaching".');
    expect(text).toContain("Lena's topic:\n> Moving from QA into engineering management");
    expect(text).toContain("Please answer by: Mon, 4 May 2026, 6:00 pm (Australia/Sydney)");
    expect(text).toContain("Your earnings: A$50.00");
    expect(text).toContain("Answer the request: https://kora.test/my-kora/bookings/b1");
  });

  it("to the learner who asked: sent, charged only on confirmation", () => {
    const { subject, text } = mail("PendingApproval", factsFor("lena"));
    expect(subject).toBe("Your booking request to Sam was sent");
    expect(text).toContain("Times you suggested:\n- Tue, 5 May 2026, 9:00 am (Europe/London)");
    expect(text).toContain("Price: A$57.50, charged only when the booking is confirmed");
    expect(text).toContain("Sam can answer until: Mon, 4 May 2026, 9:00 am (Europe/London)");
  });

  it("a free session says so", () => {
    const { text } = mail("PendingApproval", factsFor("lena", {}, { price: { total: 0, advisorFee: 0, free: true } }));
    expect(text).toContain("The session is free.");
    expect(text).toContain("Price: Free session");
  });
});

describe("suggested times and reschedules", () => {
  const counter = { status: "suggested-times" as const, awaiting_from: "learner" as const, last_message: "Thursday suits me better" };
  it.each([
    ["lena", "Sam suggested other times", "Sam's message:\n> Thursday suits me better", "Please answer by"],
    ["sam", "Your suggested times were sent to Lena", "Your message:\n> Thursday suits me better", "Lena can answer until"],
  ] as const)("a counter-proposal, to %s: %s", (to, subject, quote, deadline) => {
    const { subject: s, text } = mail("SuggestedTimes", factsFor(to, counter));
    expect(s).toBe(subject);
    expect(text).toContain(quote);
    expect(text).toContain(`${deadline}: `);
    expect(text).toContain("Suggested times:\n- ");
  });

  const reschedule = { ...confirmed, status: "suggested-times" as const, rescheduled_by: LENA.id, awaiting_from: "advisor" as const };
  const moved = { suggestedTimes: [{ start_ms: at(7, 8), duration: 60 }] };
  it("the other side sees who asked, the new times and the old one as 'was'", () => {
    const { subject, text } = mail("SuggestedTimes", factsFor("sam", reschedule, moved));
    expect(subject).toBe("Lena asked to reschedule");
    expect(text).toContain("New times: Thu, 7 May 2026, 6:00 pm (Australia/Sydney)\n  (was Tue, 5 May 2026, 6:00 pm (Australia/Sydney))");
    expect(text).toContain("Choose a new time: https://kora.test/my-kora/bookings/b1");
  });

  it("the side that asked gets its own copy", () => {
    const { subject, text } = mail("SuggestedTimes", factsFor("lena", reschedule, moved));
    expect(subject).toBe("You asked Sam to reschedule");
    expect(text).toContain("(was Tue, 5 May 2026, 9:00 am (Europe/London))");
  });

  it("a counter-proposal during a reschedule still shows the time being moved", () => {
    const back = { ...reschedule, awaiting_from: "learner" as const };
    const { subject, text } = mail("SuggestedTimes", factsFor("lena", back, moved));
    expect(subject).toBe("Sam suggested other times");
    expect(text).toContain("(was Tue, 5 May 2026, 9:00 am (Europe/London))");
  });
});

describe("confirmation: who, when, how long, the money, the join link", () => {
  it("to the learner: the advisor confirmed, the charge (and the credit part), join link", () => {
    const { text } = mail("Confirmed", factsFor("lena", { ...confirmed, credit_minor: 1000 }));
    expect(text).toContain('Sam confirmed your session on "Career coaching".');
    expect(text).toContain("When: Tue, 5 May 2026, 9:00 am (Europe/London)\nLength: 1 hour\nWith: Sam Reed");
    expect(text).toContain("Charged: A$57.50 (A$10.00 of it from your credit)");
    expect(text).toContain("Join the call: https://kora.test/my-kora/bookings/b1/join");
    expect(text).toContain("The call opens 60 minutes before the start.");
  });

  it("to the advisor who confirmed: their earnings", () => {
    const { text } = mail("Confirmed", factsFor("sam", confirmed));
    expect(text).toContain('You confirmed the session on "Career coaching" with Lena.');
    expect(text).toContain("Your earnings: A$50.00, paid after the session");
  });

  it("an instant booking, unpaid while the bank checks", () => {
    const instant = {
      ...confirmed,
      instant_booking: 1,
      confirmed_by: LENA.id,
      payment_status: "action-required" as const,
      charged_minor: 0,
    };
    const { text } = mail("Confirmed", factsFor("lena", instant));
    expect(text).toContain('Your session on "Career coaching" with Sam is booked and confirmed.');
    expect(text).toContain("Payment: Not complete yet: see the booking page");
  });
});

describe("cancellations: who cancelled, their message, the money", () => {
  it.each([
    ["lena", LENA.id, "You cancelled the request", "Your message"],
    ["sam", LENA.id, "Lena cancelled the request", "Lena's message"],
    ["lena", SAM.id, "Sam cancelled the request", "Sam's message"],
  ] as const)("a request, to %s, cancelled by %s: %s", (to, by, lead, quoteBy) => {
    const { text } = mail(
      "CancelledProvisional",
      factsFor(to, { status: "cancelled-provisional", cancelled_by: by, cancel_message: "Sorry!" }),
    );
    expect(text).toContain(`${lead} for "Career coaching". Nothing was charged.`);
    expect(text).toContain(`${quoteBy}:\n> Sorry!`);
  });

  it("a request the bank ended (nobody's action): the reason instead of a name", () => {
    const changes = {
      status: "cancelled-provisional" as const,
      cancel_reason: "payment-failed",
      cancel_message: "Your card was declined.",
    };
    const { text } = mail("CancelledProvisional", factsFor("lena", changes));
    expect(text).toContain('The request for "Career coaching" was cancelled. Nothing was charged.');
    expect(text).toContain("Why:\n> Your card was declined.");
  });

  const cancelled = {
    ...confirmed,
    status: "cancelled-confirmed" as const,
    cancelled_by: LENA.id,
    cancel_reason: "schedule-conflict",
    cancel_message: "Something came up",
    payment_status: "partly-refunded" as const,
    refunded_minor: 5000,
  };
  const reason = { refundReason: "Cancelled more than 24 hours ahead: the session fee is refunded; the admin and card fees are kept." };

  it("to the learner who cancelled: refunded and kept, in money; the struck time", () => {
    const { subject, text } = mail("CancelledConfirmed", factsFor("lena", cancelled, reason));
    expect(subject).toBe("Booking with Sam cancelled");
    expect(text).toContain('You cancelled your session on "Career coaching" with Sam.');
    expect(text).toContain("When: Cancelled\n  (was Tue, 5 May 2026, 9:00 am (Europe/London))");
    expect(text).toContain("Reason: Schedule conflict");
    expect(text).toContain("Refunded to you: A$50.00\nKept under the cancellation policy: A$7.50");
    expect(text).toContain(`Why: ${reason.refundReason}`);
    expect(text).toContain("Refunds to a card arrive within a few days.");
  });

  it("to the advisor: who cancelled, what the learner got back, what they still earn", () => {
    const late = { ...cancelled, refunded_minor: 0, payment_status: "charged" as const };
    const { text } = mail("CancelledConfirmed", factsFor("sam", late, { payoutMinor: 5000 }));
    expect(text).toContain('Lena cancelled your session on "Career coaching".');
    expect(text).toContain("Lena's message:\n> Something came up");
    expect(text).toContain("Refunded to Lena: A$0.00\nKept under the cancellation policy: A$57.50\nYour earnings: A$50.00");
  });

  it("a lapsed reschedule (the system): no name, the reason quoted", () => {
    const lapsed = {
      ...cancelled,
      cancelled_by: null,
      cancel_reason: "reschedule-not-accepted",
      cancel_message: "The new times weren't accepted in time.",
    };
    const { text } = mail("CancelledConfirmed", factsFor("sam", lapsed));
    expect(text).toContain('Your session on "Career coaching" with Lena was cancelled.');
    expect(text).toContain("Why:\n> The new times weren't accepted in time.");
  });

  it("nothing charged: says so", () => {
    const { text } = mail("CancelledConfirmed", factsFor("lena", { ...cancelled, charged_minor: 0, refunded_minor: 0 }));
    expect(text).toContain("Charged: Nothing was charged");
    expect(text).not.toContain("Refunds to a card");
  });
});

describe("after the session and around it", () => {
  it("a refund says how much and why, to each side", () => {
    const refunded = { ...confirmed, refunded_minor: 5750 };
    const learner = mail("Refunded", factsFor("lena", refunded, { refundReason: "The advisor cancelled: full refund." }));
    expect(learner.subject).toBe("Your refund for the session with Sam");
    expect(learner.text).toContain("Refunded: A$57.50\nWhy: The advisor cancelled: full refund.");
    expect(mail("Refunded", factsFor("sam", refunded)).subject).toBe("Lena was refunded");
  });

  it("a refund partly paid with credit says what went to the card and what back as credit", () => {
    // A$57.50 paid, A$20.00 of it with credit; A$50.00 refunded: A$37.50 to the card, A$12.50 as credit.
    const refunded = { ...confirmed, credit_minor: 2000, refunded_minor: 5000 };
    const learner = mail("Refunded", factsFor("lena", refunded));
    expect(learner.text).toContain("Refunded: A$50.00: A$37.50 back to your card and A$12.50 back as credit");
    const cancelled = mail("CancelledConfirmed", factsFor("sam", { ...refunded, status: "cancelled-confirmed" }, { payoutMinor: 0 }));
    expect(cancelled.text).toContain("Refunded to Lena: A$50.00: A$37.50 back to Lena's card and A$12.50 back as credit");
  });

  it("completed: the advisor's payout", () => {
    const { text } = mail("Completed", factsFor("sam", { ...confirmed, status: "completed" }, { payoutMinor: 5000 }));
    expect(text).toContain("Your earnings: A$50.00, paid after the session");
    expect(text).toContain("Leave a review: https://kora.test/my-kora/bookings/b1");
  });

  it("ten minutes before: the join link first", () => {
    const { subject, text } = mail("StartsInTenMinutes", factsFor("lena", confirmed));
    expect(subject).toBe("Your session with Sam starts in 10 minutes");
    expect(text).toContain("Join the call: https://kora.test/my-kora/bookings/b1/join\nOpen the booking:");
  });

  it("payment needed: the deadline in the learner's zone", () => {
    const due = {
      ...confirmed,
      payment_status: "action-required" as const,
      charged_minor: 0,
      payment_due_ms: at(3, 8),
      payment_failure: "Your bank asked you to confirm.",
    };
    const { subject, text } = mail("PaymentRequired", factsFor("lena", due));
    expect(subject).toBe("Action needed: complete your payment for the session with Sam");
    expect(text).toContain("Please complete it by Sun, 3 May 2026, 9:00 am (Europe/London) on the booking page");
  });
});

describe("every event, to both sides", () => {
  for (const event of BOOKING_EVENTS)
    it(`${event}: a subject, a greeting, the booking link; a time only in the recipient's zone`, () => {
      for (const to of ["sam", "lena"] as const) {
        const { subject, text } = mail(event, factsFor(to, confirmed));
        expect(subject.length).toBeGreaterThan(5);
        expect(text.startsWith(`Hi ${to === "sam" ? "Sam" : "Lena"},`)).toBe(true);
        expect(text).toContain("https://kora.test/my-kora/bookings/b1");
        expect(text).not.toContain(to === "sam" ? "(Europe/London)" : "(Australia/Sydney)");
      }
    });
});
