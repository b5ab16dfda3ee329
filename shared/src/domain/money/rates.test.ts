import { describe, expect, it } from "vitest";
import { averageHourlyRate, averageRateHint, convertMinor, formatMoney, formatRate } from "./rates.ts";

describe("formatRate (core §5: 2 decimals when fewer than 3 digits)", () => {
  it.each([
    [1500, "AUD", "A$15.00"],
    [9950, "GBP", "£99.50"],
    [10000, "USD", "US$100"],
    [15050, "EUR", "€151"],
    [0, "NZD", "NZ$0.00"],
  ])("%i %s → %s", (minor, currency, text) => expect(formatRate(minor, currency)).toBe(text));
});

describe("convertMinor", () => {
  const perUsd = { USD: 1, AUD: 1.5, GBP: 0.8 };
  it("converts through the base and rounds to whole minor units", () => {
    expect(convertMinor(1500, "AUD", "GBP", perUsd)).toBe(800);
    expect(convertMinor(1000, "USD", "USD", perUsd)).toBe(1000);
    expect(convertMinor(1000, "USD", "JPY", perUsd)).toBeNull();
  });
});

describe("formatMoney", () => {
  it.each([
    [11500, "AUD", "A$115.00"],
    [350, "GBP", "£3.50"],
    [-4500, "USD", "-US$45.00"],
    [0, "EUR", "€0.00"],
  ])("%i %s → %s", (minor, currency, text) => expect(formatMoney(minor, currency)).toBe(text));
});

describe("the average hourly rate (core §9: USD 40; GBP and EUR 25; others 50)", () => {
  it.each([
    ["USD", 4000],
    ["GBP", 2500],
    ["EUR", 2500],
    ["AUD", 5000],
    ["NZD", 5000],
    ["CAD", 5000],
  ])("%s: %i", (currency, minor) => {
    expect(averageHourlyRate(currency)).toBe(minor);
  });

  it("guides the rate field per hour and per half hour", () => {
    expect(averageRateHint("AUD")).toBe("Advisors average A$50.00 an hour, A$25.00 per 30 minutes.");
    expect(averageRateHint("GBP")).toBe("Advisors average £25.00 an hour, £12.50 per 30 minutes.");
  });
});
