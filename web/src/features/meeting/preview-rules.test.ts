import { describe, expect, it } from "vitest";
import { guestNameError, relayFromSearch } from "./preview-rules.ts";

describe("guest first name", () => {
  it.each([
    ["", "Please tell the host your first name."],
    ["A", "Please tell the host your first name."],
    ["  A  ", "Please tell the host your first name."],
    ["Ana", null],
    ["Mary-Jane", null],
    ["x".repeat(81), "Please provide a first name with no more than 80 characters."],
  ])("%j → %s", (value, error) => expect(guestNameError(value)).toBe(error));

  it("applies the spec's name rule beyond the length", () => {
    expect(guestNameError("R2D2")).not.toBeNull();
  });
});

describe("relayFromSearch", () => {
  it.each([
    ["?relay=1", true],
    ["?relay=true", true],
    ["?x=2&relay=YES", true],
    ["?relay=0", false],
    ["?relay=", false],
    ["", false],
  ])("%s → %s", (search, relay) => expect(relayFromSearch(search)).toBe(relay));
});
