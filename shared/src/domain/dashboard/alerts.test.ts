import { describe, expect, it } from "vitest";
import { type AlertInput, dashboardAlerts } from "./alerts.ts";

const none: AlertInput["stats"] = {
  bookingRequestsAdvising: 0,
  bookingRequestsLearning: 0,
  activeBookingId: null,
  myDetailsProfileAlerts: 0,
  myDetailsPayoutAlerts: 0,
};
const alertsOf = (stats: Partial<AlertInput["stats"]>, awaitingReview: { bookingId: string }[] = []) =>
  dashboardAlerts({ stats: { ...none, ...stats }, awaitingReview }).map((a) => [a.kind, a.count, a.text, a.link]);

describe("dashboard alerts from the user's stats", () => {
  it("has none when nothing is due", () => expect(alertsOf({})).toEqual([]));

  it.each<[string, Partial<AlertInput["stats"]>, { bookingId: string }[], unknown[][]]>([
    [
      "one request to answer as advisor",
      { bookingRequestsAdvising: 1 },
      [],
      [["requests-advising", 1, "1 booking request is waiting for your answer", "/my-kora/bookings/requests"]],
    ],
    [
      "several requests to answer as advisor",
      { bookingRequestsAdvising: 3 },
      [],
      [["requests-advising", 3, "3 booking requests are waiting for your answer", "/my-kora/bookings/requests"]],
    ],
    [
      "times the advisor suggested, waiting on the learner",
      { bookingRequestsLearning: 2 },
      [],
      [["requests-learning", 2, "2 bookings need your answer to the advisor's times", "/my-kora/bookings/requests"]],
    ],
    [
      "a call open to join now",
      { activeBookingId: "b-1" },
      [],
      [["session-open", 1, "Your session is open: join the call now", "/my-kora/bookings/b-1/join"]],
    ],
    [
      "one session to review: its review page",
      {},
      [{ bookingId: "b-9" }],
      [["reviews", 1, "1 session is waiting for your review", "/my-kora/bookings/b-9/review"]],
    ],
    [
      "several sessions to review: the archive",
      {},
      [{ bookingId: "b-9" }, { bookingId: "b-8" }],
      [["reviews", 2, "2 sessions are waiting for your review", "/my-kora/bookings/archive"]],
    ],
    ["email to verify", { myDetailsProfileAlerts: 1 }, [], [["verify-email", 1, "Verify your email address", "/my-kora/my-details"]]],
    [
      "payout details missing",
      { myDetailsPayoutAlerts: 1 },
      [],
      [["payout-details", 1, "Add your payout details so you can be paid for your sessions", "/my-kora/my-details/advisor-settings"]],
    ],
  ])("%s", (_, stats, reviews, expected) => expect(alertsOf(stats, reviews)).toEqual(expected));

  it("puts an open call first and the user's own to-dos last", () => {
    const kinds = dashboardAlerts({
      stats: {
        bookingRequestsAdvising: 1,
        bookingRequestsLearning: 1,
        activeBookingId: "b",
        myDetailsProfileAlerts: 1,
        myDetailsPayoutAlerts: 1,
      },
      awaitingReview: [{ bookingId: "r" }],
    }).map((a) => a.kind);
    expect(kinds).toEqual(["session-open", "requests-advising", "requests-learning", "reviews", "verify-email", "payout-details"]);
  });
});
