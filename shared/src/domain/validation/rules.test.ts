import { describe, expect, it } from "vitest";
import { isValidTimezone, tidyText, validateEmail, validateName, validatePassword } from "./rules.ts";

describe("validateName", () => {
  it.each([
    ["Ada", null],
    ["Mary-Jane", null],
    ["O'Neil", null],
    ["Zoë", null],
    ["Jean Luc", null],
    ["  Padded  ", null],
  ])("accepts %j", (name, expected) => expect(validateName(name, "first name")).toBe(expected));

  it.each([
    ["", "Oops! Looks like you missed the first name."],
    ["A", "Please provide a first name with at least 2 characters."],
    ["Jean  Luc", "Please use only letters, hyphens, single spaces and apostrophes in the first name."],
    ["R2D2", "Please use only letters, hyphens, single spaces and apostrophes in the first name."],
    ["Ada.", "Please use only letters, hyphens, single spaces and apostrophes in the first name."],
    ["Dr Smith", "Please remove any title (like Mr or Dr) from the first name."],
    ["mrs Jones", "Please remove any title (like Mr or Dr) from the first name."],
  ])("rejects %j", (name, message) => expect(validateName(name, "first name")).toBe(message));

  it("refuses a name over 80 characters before anything else, whatever it holds", () => {
    expect(validateName("a".repeat(80), "first name")).toBeNull();
    expect(validateName("a".repeat(81), "first name")).toBe("Please provide a first name with no more than 80 characters.");
    expect(validateName("x1".repeat(30_000), "last name")).toBe("Please provide a last name with no more than 80 characters.");
  });

  it("does not mistake a name that starts like a title for one", () => {
    expect(validateName("Drew", "first name")).toBeNull();
    expect(validateName("Missy", "first name")).toBeNull();
  });
});

describe("validatePassword", () => {
  it.each(["Abcdefghij12", "correct Horse 9battery"])("accepts %j", (pw) => expect(validatePassword(pw)).toBeNull());
  it.each(["Abcdefghi12", "abcdefghij12", "ABCDEFGHIJ12", "Abcdefghijkl"])("rejects %j", (pw) =>
    expect(validatePassword(pw)).toMatch(/12 characters/),
  );
  it("takes up to 128 characters, as typed", () => {
    expect(validatePassword(`Ab1${"x".repeat(125)}`)).toBeNull();
    expect(validatePassword(`Ab1${"x".repeat(126)}`)).toBe("Please provide a password with no more than 128 characters.");
  });
});

describe("validateEmail", () => {
  it.each(["a@b.co", " Mixed.Case@Example.COM "])("accepts %j", (email) => expect(validateEmail(email)).toBeNull());
  it.each(["", "a@b", "a b@c.de", "@c.de", "a@.de"])("rejects %j", (email) => expect(validateEmail(email)).not.toBeNull());
  it("says an address over 254 characters is too long", () => {
    expect(validateEmail(`${"a".repeat(240)}@example.com`)).toBeNull();
    expect(validateEmail(`${"a".repeat(243)}@example.com`)).toBe("Please provide an email with no more than 254 characters.");
  });
  it("says a malformed address in the form's own words, and a blank one in the required words", () => {
    expect(validateEmail("a@b")).toBe("Hmm that doesn't look like a valid email address..");
    expect(validateEmail("a@b", "emailNotRight")).toBe("Looks like the email isn't quite right.");
    expect(validateEmail(" ", "emailNotRight")).toBe("Oops! Looks like you missed the email.");
  });
});

describe("timezones and text", () => {
  it("knows IANA zones and refuses made-up ones", () => {
    expect(isValidTimezone("Australia/Sydney")).toBe(true);
    expect(isValidTimezone("Mars/Olympus")).toBe(false);
    expect(isValidTimezone("")).toBe(false);
  });

  it("tidies text on blur: trims, collapses blank-line runs, optionally capitalises", () => {
    expect(tidyText("  hello \n\n\n\nworld  ")).toBe("hello\n\nworld");
    expect(tidyText("hello", true)).toBe("Hello");
  });
});
