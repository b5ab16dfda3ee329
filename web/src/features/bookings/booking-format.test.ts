import { describe, expect, it } from "vitest";
import { makeBooking } from "./booking-fixture.ts";
import { formatBookingTime, formatMoney, formatSessionRange, otherNames, priceLabel, whoLabel } from "./booking-format.ts";

const NOW = Date.parse("2026-05-01T00:00:00Z");

describe("booking times in the viewer's zone", () => {
  it("writes them like the toasts of public-site §4", () => {
    expect(formatBookingTime("2026-05-05T07:00:00Z", "Europe/Berlin", NOW)).toBe("Tue 5 May, 9:00 am");
    expect(formatBookingTime("2026-05-05T07:00:00Z", "Australia/Sydney", NOW)).toBe("Tue 5 May, 5:00 pm");
  });
  it("adds the year when it isn't this year", () => {
    expect(formatBookingTime("2027-01-04T23:30:00Z", "Europe/London", NOW)).toBe("Mon 4 Jan 2027, 11:30 pm");
  });
  it("gives a range from the length", () => {
    expect(formatSessionRange("2026-05-05T07:00:00Z", 90, "Europe/Berlin", NOW)).toBe("Tue 5 May, 9:00 am – 10:30 am");
  });
});

describe("money and people", () => {
  it("prints prices", () => {
    expect(formatMoney(11500, "AUD")).toBe("A$115.00");
    expect(priceLabel(makeBooking().price)).toBe("A$115.00");
    expect(priceLabel({ ...makeBooking().price, free: true, total: 0 })).toBe("Free");
  });
  it("names the other side, both for a facilitator", () => {
    expect(otherNames(makeBooking())).toBe("Maya");
    expect(otherNames(makeBooking({ role: "advisor" }))).toBe("Lena");
    expect(otherNames(makeBooking({ role: "facilitator" }))).toBe("Maya and Lena");
  });
  it("says who did something, by id or by side", () => {
    const booking = makeBooking();
    expect(whoLabel("lena", booking, "lena")).toBe("You");
    expect(whoLabel("advisor", booking, "lena")).toBe("Maya");
    expect(whoLabel(null, booking, "lena")).toBeNull();
  });
});
