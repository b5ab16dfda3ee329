import { describe, expect, it } from "vitest";
import { formatRelative, greeting } from "./format.ts";

describe("format", () => {
  it("says how long ago", () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    expect(formatRelative("2026-11-21T09:58:00Z", now)).toBe("2 minutes ago");
    expect(formatRelative("2026-11-21T09:59:58Z", now)).toBe("2 seconds ago");
    expect(formatRelative("2026-11-20T10:00:00Z", now)).toBe("yesterday");
  });
  it("greets by the hour in the user's zone", () => {
    const at = new Date("2026-11-21T22:00:00Z");
    expect(greeting(at, "UTC")).toBe("Good evening");
    expect(greeting(at, "Australia/Sydney")).toBe("Good morning");
  });
});
