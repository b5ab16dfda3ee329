import { describe, expect, it } from "vitest";
import { formatMobile, parseMobile, validateMobile } from "./phone.ts";

describe("parseMobile", () => {
  it.each([
    ["+61 412 345 678", null, "+61412345678"],
    ["0412 345 678", "AU", "+61412345678"],
    ["07911 123456", "GB", "+447911123456"],
    ["+44 7911 123456", "AU", "+447911123456"],
    ["(0412) 345-678", "AU", "+61412345678"],
    ["0412 345 678", null, null], // no country, no "+": cannot tell
    ["+61 2 9876 5432", null, null], // a Sydney landline: no SMS
    ["12345", "AU", null],
    ["+61 412 345 678 ext 5", null, null],
    ["call me", "AU", null],
    ["", "AU", null],
  ])("%s in %s → %s", (raw, country, expected) => {
    expect(parseMobile(raw, country)).toBe(expected);
  });
  it("gives the spec's messages", () => {
    expect(validateMobile("", "AU")).toBe("Oops! Looks like you missed the mobile number.");
    expect(validateMobile("12", "AU")).toBe("This doesn't look like a valid mobile number.");
    expect(validateMobile("0412 345 678", "AU")).toBeNull();
  });
  it("formats for people", () => {
    expect(formatMobile("+61412345678")).toBe("+61 412 345 678");
  });
});
