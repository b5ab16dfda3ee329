import { describe, expect, it } from "vitest";
import { hiddenEnds } from "./scroll-strip.tsx";

describe("which ends of a strip hide entries", () => {
  it.each([
    ["everything fits", { scrollLeft: 0, scrollWidth: 800, clientWidth: 800 }, { before: false, after: false }],
    ["a rounding pixel is not a hidden entry", { scrollLeft: 0, scrollWidth: 801, clientWidth: 800 }, { before: false, after: false }],
    ["at the start", { scrollLeft: 0, scrollWidth: 1200, clientWidth: 375 }, { before: false, after: true }],
    ["in the middle", { scrollLeft: 300, scrollWidth: 1200, clientWidth: 375 }, { before: true, after: true }],
    ["at the end", { scrollLeft: 825, scrollWidth: 1200, clientWidth: 375 }, { before: true, after: false }],
    ["at the end, fractionally", { scrollLeft: 824.5, scrollWidth: 1200, clientWidth: 375 }, { before: true, after: false }],
  ])("%s", (_, strip, ends) => {
    expect(hiddenEnds(strip)).toEqual(ends);
  });
});
