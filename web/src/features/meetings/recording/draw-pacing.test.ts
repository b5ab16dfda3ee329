import { describe, expect, it } from "vitest";
import { nextPaintAt } from "./draw-pacing.ts";

describe("pacing the recording's paints", () => {
  it("leaves the clock's next tick (33 ms on) free while a paint is quick", () => {
    expect(nextPaintAt(1000, 1)).toBeLessThan(1033);
    expect(nextPaintAt(1000, 16)).toBeLessThan(1033);
  });

  it("waits as long again as a slow paint took, so painting keeps to half of the page's time", () => {
    expect(nextPaintAt(1000, 40)).toBe(1080);
    expect(nextPaintAt(1000, 260)).toBe(1520);
  });
});
