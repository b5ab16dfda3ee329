import { describe, expect, it } from "vitest";
import { asAdvisor, asLearner, makeBooking } from "./booking-fixture.ts";
import { bookingEventToast, type BookingEventData, knockToast, onRoomPage } from "./booking-toast.ts";

const NOW = Date.parse("2026-05-01T07:00:00.000Z");
const lenaSees = { id: "lena", timezone: "Europe/Berlin" };
const mayaSees = { id: "maya", timezone: "Australia/Sydney" };
const data = (overrides: Partial<BookingEventData> = {}): BookingEventData => ({
  bookingId: "b1",
  otherName: "Maya",
  cardTitle: "Growth plans",
  startUtc: null,
  ...overrides,
});

describe("booking event toasts (public-site §4)", () => {
  it("tells the advisor about a new request, not the learner who sent it", () => {
    const request = makeBooking();
    expect(bookingEventToast("PendingApproval", data({ otherName: "Lena" }), mayaSees, asAdvisor(request), NOW)?.message).toBe(
      "New booking request from Lena",
    );
    expect(bookingEventToast("PendingApproval", data(), lenaSees, asLearner(request), NOW)).toBeNull();
  });
  it("never tells the actor about their own action, even before the booking is read", () => {
    expect(bookingEventToast("CancelledConfirmed", data({ otherName: "Lena", actorId: "maya" }), mayaSees, null, NOW)).toBeNull();
    expect(bookingEventToast("CancelledConfirmed", data({ otherName: "Maya", actorId: "maya" }), lenaSees, null, NOW)?.message).toBe(
      "Maya cancelled your confirmed booking",
    );
  });
  it("tells the other side about a cancelled request", () => {
    const cancelled = makeBooking({ status: "cancelled-provisional", awaitingFrom: null, cancelledBy: "lena" });
    expect(bookingEventToast("CancelledProvisional", data({ otherName: "Lena" }), mayaSees, asAdvisor(cancelled), NOW)?.message).toBe(
      "Lena cancelled the booking request",
    );
    expect(bookingEventToast("CancelledProvisional", data(), lenaSees, asLearner(cancelled), NOW)).toBeNull();
  });
  it("words an expired request for the requester and for the advisor", () => {
    const expired = makeBooking({ status: "provisional-request-expired", awaitingFrom: null });
    expect(bookingEventToast("ProvisionalRequestExpired", data({ otherName: "Tom" }), lenaSees, asLearner(expired), NOW)?.message).toBe(
      "Your booking request with Tom expired",
    );
    expect(bookingEventToast("ProvisionalRequestExpired", data({ otherName: "Lena" }), mayaSees, asAdvisor(expired), NOW)?.message).toBe(
      "The booking request from Lena expired",
    );
  });
  it("names the confirmed time in the recipient's zone", () => {
    const confirmed = makeBooking({
      status: "confirmed",
      awaitingFrom: null,
      confirmedBy: "maya",
      bookingTimeUtc: "2026-05-05T07:00:00.000Z",
    });
    const toast = bookingEventToast(
      "Confirmed",
      data({ otherName: "Maya", startUtc: "2026-05-05T07:00:00.000Z" }),
      lenaSees,
      asLearner(confirmed),
      NOW,
    );
    expect(toast).toEqual({ message: "Booking with Maya confirmed for Tue 5 May, 9:00 am", kind: "success" });
    expect(bookingEventToast("Confirmed", data({ otherName: "Lena" }), mayaSees, asAdvisor(confirmed), NOW)).toBeNull();
  });
  it("tells the other side about a cancelled confirmed booking", () => {
    const cancelled = makeBooking({ status: "cancelled-confirmed", awaitingFrom: null, cancelledBy: "maya" });
    expect(bookingEventToast("CancelledConfirmed", data({ otherName: "Maya" }), lenaSees, asLearner(cancelled), NOW)?.message).toBe(
      "Maya cancelled your confirmed booking",
    );
    expect(bookingEventToast("CancelledConfirmed", data({ otherName: "Lena" }), mayaSees, asAdvisor(cancelled), NOW)).toBeNull();
  });
  it("tells whoever must answer about suggested times or a reschedule", () => {
    const suggested = makeBooking({ status: "suggested-times", awaitingFrom: "learner" });
    expect(bookingEventToast("SuggestedTimes", data({ otherName: "Tom" }), lenaSees, asLearner(suggested), NOW)?.message).toBe(
      "Tom suggested other times",
    );
    expect(
      bookingEventToast("SuggestedTimes", data({ otherName: "Tom", rescheduledBy: "tom" }), lenaSees, asLearner(suggested), NOW)?.message,
    ).toBe("Tom asked to reschedule");
    expect(bookingEventToast("SuggestedTimes", data({ otherName: "Lena" }), mayaSees, asAdvisor(suggested), NOW)).toBeNull();
  });
  it("reminds both sides ten minutes before", () => {
    expect(bookingEventToast("StartsInTenMinutes", data({ otherName: "Tom" }), lenaSees, null, NOW)?.message).toBe(
      "Your session with Tom starts in 10 minutes",
    );
  });
  it("falls back to the event's own fields when the booking could not be read", () => {
    expect(bookingEventToast("PendingApproval", data({ otherName: "Lena" }), mayaSees, null, NOW)?.message).toBe(
      "New booking request from Lena",
    );
    expect(bookingEventToast("BookingUpdated", data(), mayaSees, null, NOW)).toBeNull();
  });
});

describe("knocks on my rooms while I'm elsewhere", () => {
  it("toast, naming the card a knock came from", () => {
    expect(knockToast("Ana")).toBe("Ana is asking to join your call. Open the call to let them in.");
    expect(knockToast("Ana", "Career coaching")).toBe(
      "Ana is asking to join your call about 'Career coaching'. Open the call to let them in.",
    );
  });

  it.each([
    ["/meet/maya", "/meet/maya", true],
    ["/advisors/maya/career-coaching/instant-meeting", "/meet/maya", true],
    ["/advisors/mayan/career-coaching/instant-meeting", "/meet/maya", false],
    ["/advisors/maya/career-coaching", "/meet/maya", false],
    ["/my-kora/dashboard", "/meet/maya", false],
    ["/my-kora/bookings/b1/join", "/my-kora/bookings/b1/join", true],
    ["/advisors/maya/career-coaching/instant-meeting", "/my-kora/bookings/b1/join", false],
  ])("on %s, a knock on %s is %s shown in the room itself", (pathname, link, inRoom) => {
    expect(onRoomPage(pathname, link)).toBe(inRoom);
  });
});
