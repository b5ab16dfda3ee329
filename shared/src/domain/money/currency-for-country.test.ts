import { describe, expect, it } from "vitest";
import { currencyForCountry, EU_MEMBERS } from "./currency-for-country.ts";

describe("currencyForCountry", () => {
  it.each([
    ["AU", "AUD"],
    ["CA", "CAD"],
    ["NZ", "NZD"],
    ["GB", "GBP"],
    ["US", "USD"],
    ["DE", "EUR"],
    ["FR", "EUR"],
    ["IE", "EUR"],
    ["SE", "EUR"],
    ["DK", "EUR"],
    ["PL", "EUR"],
    ["MC", "EUR"],
    ["gb", "GBP"],
    ["CH", "USD"],
    ["NO", "USD"],
    ["JP", "USD"],
    ["BR", "USD"],
    ["IN", "USD"],
  ])("%s → %s", (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it("counts 27 EU members, each to EUR", () => {
    expect(new Set(EU_MEMBERS).size).toBe(27);
    for (const member of EU_MEMBERS) expect(currencyForCountry(member)).toBe("EUR");
  });
});
