import { describe, expect, it } from "vitest";
import { isPermissionGranted } from "./permission-policy.ts";

const KORA = "https://kora.example.com";
const PAGE = "https://kora.example.com/meet/abc";

describe("isPermissionGranted", () => {
  it.each(["display-capture", "notifications", "fullscreen", "clipboard-sanitized-write"])("grants %s to a Kora page", (permission) => {
    expect(isPermissionGranted({ permission, requestingUrl: PAGE, topLevelUrl: PAGE }, KORA)).toBe(true);
  });

  it.each([[["audio"]], [["video"]], [["audio", "video"]]])("grants camera/microphone %j to a Kora page", (mediaTypes) => {
    expect(isPermissionGranted({ permission: "media", requestingUrl: PAGE, topLevelUrl: PAGE, mediaTypes }, KORA)).toBe(true);
  });

  it("refuses a media request that names no device or an unknown kind", () => {
    for (const mediaTypes of [undefined, [], ["audio", "screen"], ["unknown"]]) {
      expect(
        isPermissionGranted({ permission: "media", requestingUrl: PAGE, topLevelUrl: PAGE, mediaTypes }, KORA),
        String(mediaTypes),
      ).toBe(false);
    }
  });

  it("lets a permission check ask about an unspecified device (device labels), requests never", () => {
    const query = { permission: "media", requestingUrl: KORA, topLevelUrl: PAGE, mediaTypes: ["unknown"] };
    expect(isPermissionGranted(query, KORA, "check")).toBe(true);
    expect(isPermissionGranted(query, KORA, "request")).toBe(false);
    expect(isPermissionGranted({ ...query, topLevelUrl: "https://evil.example/" }, KORA, "check")).toBe(false);
  });

  it("accepts an origin (permission checks pass origins, not URLs)", () => {
    expect(isPermissionGranted({ permission: "media", requestingUrl: KORA, topLevelUrl: PAGE, mediaTypes: ["video"] }, KORA, "check")).toBe(
      true,
    );
  });

  it("refuses a check from a frame embedded by a foreign origin", () => {
    const query = { permission: "notifications", requestingUrl: KORA, topLevelUrl: PAGE, embeddingOrigin: "https://evil.example" };
    expect(isPermissionGranted(query, KORA, "check")).toBe(false);
    expect(isPermissionGranted({ ...query, embeddingOrigin: KORA }, KORA, "check")).toBe(true);
  });

  it.each([
    "geolocation",
    "clipboard-read",
    "deprecated-sync-clipboard-read",
    "window-management",
    "keyboardLock",
    "openExternal",
    "midiSysex",
    "fileSystem",
    "pointerLock",
    "unknown",
    "hid",
  ])("refuses %s even to a Kora page", (permission) => {
    expect(isPermissionGranted({ permission, requestingUrl: PAGE, topLevelUrl: PAGE }, KORA)).toBe(false);
  });

  it("refuses a foreign frame inside a Kora page (e.g. an embedded widget asking for the camera)", () => {
    expect(
      isPermissionGranted(
        { permission: "media", requestingUrl: "https://widget.example/", topLevelUrl: PAGE, mediaTypes: ["video"] },
        KORA,
      ),
    ).toBe(false);
  });

  it("refuses a Kora frame when the top-level page is not Kora", () => {
    expect(
      isPermissionGranted({ permission: "media", requestingUrl: PAGE, topLevelUrl: "https://evil.example/", mediaTypes: ["video"] }, KORA),
    ).toBe(false);
  });

  it("refuses the local offline page and unknown top levels", () => {
    const offline = "file:///opt/Kora/resources/app.asar/static/offline.html";
    expect(isPermissionGranted({ permission: "notifications", requestingUrl: offline, topLevelUrl: offline }, KORA)).toBe(false);
    expect(isPermissionGranted({ permission: "notifications", requestingUrl: PAGE, topLevelUrl: null }, KORA)).toBe(false);
  });

  it("refuses the same host over http or on another port", () => {
    for (const url of ["http://kora.example.com/meet", "https://kora.example.com:8443/meet"]) {
      expect(isPermissionGranted({ permission: "media", requestingUrl: url, topLevelUrl: url, mediaTypes: ["audio"] }, KORA)).toBe(false);
    }
  });
});
