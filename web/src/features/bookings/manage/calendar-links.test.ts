import { describe, expect, it } from "vitest";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { makeBooking } from "../booking-fixture.ts";
import { calendarLinks } from "./calendar-links.ts";

const ORIGIN = "https://kora.test";
const confirmed: Partial<BookingDto> = {
  status: "confirmed",
  bookingTimeUtc: "2026-11-24T09:00:00.000Z",
  endTimeUtc: "2026-11-24T10:00:00.000Z",
  discussionTopic: "Quarterly plan",
};
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("calendarLinks: Add to calendar on the booking page", () => {
  it.each<[string, Partial<BookingDto>, boolean]>([
    ["confirmed with a time, learner", { ...confirmed, role: "learner" }, true],
    ["confirmed with a time, advisor", { ...confirmed, role: "advisor" }, true],
    ["the group admin who arranged it", { ...confirmed, role: "facilitator" }, false],
    ["awaiting an answer", { ...confirmed, status: "pending-approval" }, false],
    ["being rescheduled (the old time is not settled)", { ...confirmed, status: "suggested-times" }, false],
    ["cancelled", { ...confirmed, status: "cancelled-confirmed" }, false],
    ["completed", { ...confirmed, status: "completed" }, false],
    ["no time", { ...confirmed, bookingTimeUtc: null, endTimeUtc: null }, false],
  ])("%s → %s", (_name, booking, shown) => {
    expect(calendarLinks(makeBooking(booking), ORIGIN) !== null).toBe(shown);
  });

  it("the file is the API's .ics; Google and Outlook get the UTC span, the other person and the join link", () => {
    const links = calendarLinks(makeBooking({ ...confirmed, role: "learner" }), ORIGIN)!;
    expect(links.file).toBe("/api/bookings/b1/calendar.ics");
    const google = params(links.google);
    expect(google).toMatchObject({
      action: "TEMPLATE",
      text: "Kora: Growth plans with Maya Patel",
      dates: "20261124T090000Z/20261124T100000Z",
    });
    expect(google.details).toContain("Quarterly plan");
    expect(google.details).toContain("Join the call: https://kora.test/my-kora/bookings/b1/join");
    expect(google.location).toBe("https://kora.test/my-kora/bookings/b1/join");
    const outlook = params(links.outlook);
    expect(outlook).toMatchObject({
      subject: "Kora: Growth plans with Maya Patel",
      startdt: "2026-11-24T09:00:00Z",
      enddt: "2026-11-24T10:00:00Z",
      path: "/calendar/action/compose",
      rru: "addevent",
    });
  });

  it("the advisor's entry names the learner", () => {
    const links = calendarLinks(makeBooking({ ...confirmed, role: "advisor" }), ORIGIN)!;
    expect(params(links.google).text).toBe("Kora: Growth plans with Lena Schmidt");
  });
});
