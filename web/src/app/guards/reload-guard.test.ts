import { describe, expect, it } from "vitest";
import { shouldReload } from "./reload-guard.ts";

describe("shouldReload", () => {
  it("reloads the first time a version is seen", () => {
    expect(shouldReload("3.0.27", null)).toBe(true);
    expect(shouldReload("3.0.28", "3.0.27")).toBe(true);
  });
  it("does not loop when the reloaded page is still stale", () => {
    expect(shouldReload("3.0.27", "3.0.27")).toBe(false);
  });
});
