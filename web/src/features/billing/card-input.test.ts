import { describe, expect, it } from "vitest";
import { brandName, cardExpiry, describeCard, formatCardNumber, formatExpiry, isCardExpired, parseExpiry } from "./card-input.ts";

const NOW = new Date("2026-11-21T10:00:00Z");

describe("card typing", () => {
  it("groups the number in fours", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42")).toBe("4242 42");
    expect(formatCardNumber("1234 5678 9012 3456 7890")).toBe("1234 5678 9012 3456 789");
  });
  it("shapes the expiry", () => {
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("1")).toBe("1");
  });
});

describe("parseExpiry", () => {
  it("reads MM/YY and MM/YYYY", () => {
    expect(parseExpiry("12 / 30", NOW)).toEqual({ ok: true, expMonth: 12, expYear: 2030 });
    expect(parseExpiry("04/2027", NOW)).toEqual({ ok: true, expMonth: 4, expYear: 2027 });
  });
  it("accepts this month and refuses earlier ones", () => {
    expect(parseExpiry("11/26", NOW)).toMatchObject({ ok: true });
    expect(parseExpiry("10/26", NOW)).toEqual({ ok: false, message: "This card has expired." });
  });
  it("explains a bad month or shape", () => {
    expect(parseExpiry("13/30", NOW)).toEqual({ ok: false, message: "Please check the expiry month." });
    expect(parseExpiry("soon", NOW)).toEqual({ ok: false, message: "Please enter the expiry as MM / YY." });
  });
});

describe("describeCard", () => {
  it("names brand, last four and expiry", () => {
    expect(describeCard({ brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 })).toBe("Visa •••• 4242, expires 04/30");
  });
});

describe("card faces", () => {
  it("names brands the way people write them", () => {
    expect(brandName("visa")).toBe("Visa");
    expect(brandName("mastercard")).toBe("Mastercard");
    expect(brandName("amex")).toBe("American Express");
    expect(describeCard({ brand: "amex", last4: "0005", expMonth: 12, expYear: 2031 })).toBe("American Express •••• 0005, expires 12/31");
  });
  it("writes the expiry as MM/YY", () => {
    expect(cardExpiry({ expMonth: 1, expYear: 2030 })).toBe("01/30");
  });
  it("counts a card as good through its expiry month", () => {
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, NOW)).toBe(false);
    expect(isCardExpired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, NOW)).toBe(false);
  });
});
