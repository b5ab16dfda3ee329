import { describe, expect, it } from "vitest";
import { countryOfTimezone, detectCountry, regionOf, suggestedLocale } from "./detect-country.ts";

describe("detectCountry", () => {
  it.each([
    ["Europe/London", ["en-GB"], "GB"],
    ["Europe/London", ["en-US", "en"], "GB"], // the zone says where, the language only what they read
    ["Europe/London", [], "GB"],
    ["Australia/Perth", ["en"], "AU"],
    ["Pacific/Auckland", ["en-NZ"], "NZ"],
    ["America/Toronto", ["fr-CA"], "CA"],
    ["America/Los_Angeles", ["es-MX"], "US"],
    ["Europe/Berlin", ["de"], "DE"],
    ["America/La_Paz", ["es-BO", "es"], "BO"], // not in the table: the language's region
    ["America/La_Paz", ["es", "es-419", "en-US"], "US"],
    ["Etc/GMT+3", ["en"], null],
    ["UTC", [], null],
  ] as const)("%s with %j → %s", (zone, languages, expected) => {
    expect(detectCountry(zone, languages)).toBe(expected);
  });

  it("every zone in the table is one this runtime knows", () => {
    const known = new Set(Intl.supportedValuesOf("timeZone"));
    const sample = ["Europe/London", "Australia/Sydney", "America/New_York", "Asia/Singapore", "Africa/Lagos"];
    for (const zone of sample) {
      expect(known.has(zone)).toBe(true);
      expect(countryOfTimezone(zone)).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe("regionOf", () => {
  it.each([
    ["en-GB", "GB"],
    ["en_au", "AU"],
    ["zh-Hant-TW", "TW"],
    ["en", null],
    ["es-419", null],
    ["", null],
  ])("%s → %s", (tag, expected) => {
    expect(regionOf(tag)).toBe(expected);
  });
});

describe("suggestedLocale", () => {
  it.each([
    ["Europe/London", ["en-GB"], { timezone: "Europe/London", country: "GB" }],
    ["europe/london", ["en-US"], { timezone: "Europe/London", country: "GB" }],
    ["Etc/UTC", ["en-IE"], { timezone: "UTC", country: "IE" }],
    ["Not/AZone", ["fr"], { timezone: "UTC", country: null }],
    [undefined, ["en-NZ"], { timezone: "UTC", country: "NZ" }],
  ] as const)("%s with %j → %j", (zone, languages, expected) => {
    expect(suggestedLocale(zone, languages)).toEqual(expected);
  });
});
