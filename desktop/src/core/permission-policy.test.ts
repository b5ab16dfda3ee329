import { describe, expect, it } from "vitest";
import { isPermissionGranted } from "./permission-policy.ts";

const KORA = "https://kora.example.com";
const PAGE = "https://kora.example.com/meet/abc";

describe("isPermissionGranted", () => {
  it.each(["media", "display-capture", "notifications"])("grants %s to a Kora page", (permission) => {
    expect(isPermissionGranted({ permission, requestingUrl: PAGE, topLevelUrl: PAGE }, KORA)).toBe(true);
  });

  it("accepts an origin (permission checks pass origins, not URLs)", () => {
    expect(isPermissionGranted({ permission: "media", requestingUrl: KORA, topLevelUrl: PAGE }, KORA)).toBe(true);
  });

  it.each(["geolocation", "clipboard-read", "openExternal", "midiSysex", "fileSystem", "pointerLock", "unknown", "hid"])(
    "refuses %s even to a Kora page",
    (permission) => {
      expect(isPermissionGranted({ permission, requestingUrl: PAGE, topLevelUrl: PAGE }, KORA)).toBe(false);
    },
  );

  it("refuses a foreign frame inside a Kora page (e.g. an embedded widget asking for the camera)", () => {
    expect(isPermissionGranted({ permission: "media", requestingUrl: "https://widget.example/", topLevelUrl: PAGE }, KORA)).toBe(false);
  });

  it("refuses a Kora frame when the top-level page is not Kora", () => {
    expect(isPermissionGranted({ permission: "media", requestingUrl: PAGE, topLevelUrl: "https://evil.example/" }, KORA)).toBe(false);
  });

  it("refuses the local offline page and unknown top levels", () => {
    const offline = "file:///opt/Kora/resources/app.asar/static/offline.html";
    expect(isPermissionGranted({ permission: "notifications", requestingUrl: offline, topLevelUrl: offline }, KORA)).toBe(false);
    expect(isPermissionGranted({ permission: "notifications", requestingUrl: PAGE, topLevelUrl: null }, KORA)).toBe(false);
  });

  it("refuses the same host over http or on another port", () => {
    for (const url of ["http://kora.example.com/meet", "https://kora.example.com:8443/meet"]) {
      expect(isPermissionGranted({ permission: "media", requestingUrl: url, topLevelUrl: url }, KORA)).toBe(false);
    }
  });
});
