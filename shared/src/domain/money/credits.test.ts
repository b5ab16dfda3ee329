import { describe, expect, it } from "vitest";
import { allocateCredits, formatCreditExpiry, formatVoucherCode, normaliseVoucherCode, signUpCredit } from "./credits.ts";

const NOW = Date.parse("2027-03-10T12:00:00Z");
const DAY = 86_400_000;

describe("sign-up credit (core §9)", () => {
  it.each([
    ["USD", 1500],
    ["GBP", 1000],
    ["EUR", 1000],
    ["AUD", 2000],
    ["NZD", 2000],
    ["CAD", 2000],
  ])("%s gets %i", (currency, amount) => expect(signUpCredit(currency)).toBe(amount));
});

describe("credits paying a booking", () => {
  const credit = (id: string, remaining: number, days: number, currency = "AUD") => ({
    id,
    currency,
    remaining,
    expiresAtMs: NOW + days * DAY,
  });
  it.each([
    ["nothing to spend", 5750, [], [], 0],
    ["one credit smaller than the total: partly", 5750, [credit("a", 2000, 30)], [["a", 2000]], 2000],
    ["one credit larger: only the total", 5750, [credit("a", 9000, 30)], [["a", 5750]], 5750],
    [
      "soonest to expire first",
      3000,
      [credit("late", 2000, 300), credit("soon", 2000, 10)],
      [
        ["soon", 2000],
        ["late", 1000],
      ],
      3000,
    ],
    [
      "expired and other-currency credits are skipped",
      3000,
      [credit("old", 2000, -1), credit("usd", 2000, 30, "USD"), credit("ok", 500, 30)],
      [["ok", 500]],
      500,
    ],
    ["a spent credit is skipped", 3000, [credit("empty", 0, 30), credit("ok", 4000, 40)], [["ok", 3000]], 3000],
    ["a free booking spends nothing", 0, [credit("a", 2000, 30)], [], 0],
  ] as const)("%s", (_name, total, credits, expected, covered) => {
    const result = allocateCredits(total, "AUD", [...credits], NOW);
    expect(result.allocations.map((a) => [a.creditId, a.amount])).toEqual(expected);
    expect(result.covered).toBe(covered);
  });
});

describe("showing credits", () => {
  it("shows an expiry like '1st January 2024' in the person's zone", () => {
    expect(formatCreditExpiry("2024-01-01T05:00:00Z", "UTC")).toBe("1st January 2024");
    expect(formatCreditExpiry("2024-01-01T20:00:00Z", "Australia/Sydney")).toBe("2nd January 2024");
    expect(formatCreditExpiry("2024-03-23T00:00:00Z", "UTC")).toBe("23rd March 2024");
    expect(formatCreditExpiry("2024-03-12T00:00:00Z", "UTC")).toBe("12th March 2024");
  });
  it("reads a voucher code however it was typed, and prints it in groups", () => {
    expect(normaliseVoucherCode(" abcd-efgh ijkl-mnpq ")).toBe("ABCDEFGHIJKLMNPQ");
    expect(formatVoucherCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
  });
});
