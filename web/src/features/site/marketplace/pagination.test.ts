import { describe, expect, it } from "vitest";
import { advisorCount, clampPage, pageCount, rangeLabel } from "./pagination.ts";

describe("advisor count", () => {
  it("says 1,000+ when the server stopped counting, and the number otherwise", () => {
    expect(advisorCount({ total: 1, totalCapped: false })).toBe("1 advisor");
    expect(advisorCount({ total: 28, totalCapped: false })).toBe("28 advisors");
    expect(advisorCount({ total: 1000, totalCapped: false })).toBe("1,000 advisors");
    expect(advisorCount({ total: 1000, totalCapped: true })).toBe("1,000+ advisors");
  });
});

describe("page count", () => {
  it("rounds up and is 0 for nothing", () => {
    expect(pageCount(0, 28)).toBe(0);
    expect(pageCount(1, 28)).toBe(1);
    expect(pageCount(28, 28)).toBe(1);
    expect(pageCount(29, 28)).toBe(2);
    expect(pageCount(57, 28)).toBe(3);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(5, 0)).toBe(0);
  });
  it("clamps a page into range", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe("result ranges", () => {
  it("says which results are shown", () => {
    expect(rangeLabel(1, 28, 120)).toBe("1–28 of 120");
    expect(rangeLabel(5, 28, 120)).toBe("113–120 of 120");
    expect(rangeLabel(1, 28, 0)).toBe("0 results");
  });
});
