import { describe, expect, it } from "vitest";
import { isCountryCode } from "@kora/shared/contracts/users.ts";
import { countryOptions, paidCountriesText } from "./locale-options.ts";

describe("countryOptions", () => {
  const options = countryOptions();
  it("lists every ISO 3166-1 country once, each named and accepted by the API's rule", () => {
    expect(options).toHaveLength(249);
    expect(new Set(options.map((option) => option.value)).size).toBe(249);
    for (const option of options) {
      expect(isCountryCode(option.value)).toBe(true);
      expect(option.label).not.toBe(option.value);
    }
  });
  it("sorts by name, so people find their country by reading", () => {
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(options.find((option) => option.value === "GB")?.label).toBe("United Kingdom");
  });
});

describe("paidCountriesText", () => {
  it("names the countries where paid bookings work", () => {
    expect(paidCountriesText()).toBe("Australia, New Zealand, United Kingdom, Sweden and Denmark");
  });
});
