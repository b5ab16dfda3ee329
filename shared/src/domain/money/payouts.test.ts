import { describe, expect, it } from "vitest";
import { isAdult, paymentDueMs, payoutStatus, requirementsInWords } from "./payouts.ts";

const HOUR = 3_600_000;
const NOW = Date.parse("2027-03-10T12:00:00Z");

describe("payment deadline for an unpaid confirmed booking", () => {
  it("is 24 hours after confirmation when the session is days away", () => {
    expect(paymentDueMs(NOW, NOW + 72 * HOUR)).toBe(NOW + 24 * HOUR);
  });
  it("is 2 hours before the start when that is sooner", () => {
    expect(paymentDueMs(NOW, NOW + 10 * HOUR)).toBe(NOW + 8 * HOUR);
  });
  it("leaves at least 30 minutes, but never runs past the start", () => {
    expect(paymentDueMs(NOW, NOW + 2 * HOUR)).toBe(NOW + HOUR / 2);
    expect(paymentDueMs(NOW, NOW + HOUR / 4)).toBe(NOW + HOUR / 4);
  });
});

describe("payout accounts", () => {
  it("is enabled only when payouts are, restricted when details were given but refused", () => {
    expect(payoutStatus({ detailsSubmitted: true, payoutsEnabled: true })).toBe("enabled");
    expect(payoutStatus({ detailsSubmitted: true, payoutsEnabled: false })).toBe("restricted");
    expect(payoutStatus({ detailsSubmitted: false, payoutsEnabled: false })).toBe("pending");
  });
  it("says what the provider needs in words, once each", () => {
    expect(
      requirementsInWords(["individual.dob.day", "individual.dob.month", "external_account", "tos_acceptance.date", "company.tax_id_x"]),
    ).toEqual(["your date of birth", "a bank account for payouts", "accepting Stripe's terms", "company tax id x"]);
  });
  it("asks for an adult's date of birth, counting the birthday itself", () => {
    expect(isAdult("2009-03-10", NOW)).toBe(true);
    expect(isAdult("2009-03-11", NOW)).toBe(false);
    expect(isAdult("1890-01-01", NOW)).toBe(false);
  });
});
