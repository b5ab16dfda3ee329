import { describe, expect, it } from "vitest";
import { guestNameError, noDeviceOption, previewStarting, relayFromSearch } from "./preview-rules.ts";

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

describe("while the camera starts", () => {
  it.each([
    [false, null, true],
    [true, null, false],
    [false, "No camera or microphone was found.", false],
    [true, "Kora isn't allowed to use your camera and microphone.", false],
  ])("searched %s, error %j → starting %s", (searched, mediaError, starting) => {
    expect(previewStarting({ devices: { searched }, mediaError })).toBe(starting);
  });

  it("says a device is missing only after looking for it", () => {
    expect(noDeviceOption("camera", false)).toBe("Starting your camera…");
    expect(noDeviceOption("camera", true)).toBe("No camera found");
    expect(noDeviceOption("microphone", true)).toBe("No microphone found");
  });
});
