import { describe, expect, it } from "vitest";
import { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import { distinctSearches, SHAPES } from "./search-queries.ts";

describe("distinct bench searches", () => {
  it.each(SHAPES)("%s: never repeats, and every query is one the API accepts", (shape) => {
    const next = distinctSearches(shape, 7);
    const paths = Array.from({ length: 2000 }, next);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths.slice(0, 200)) {
      const query = Object.fromEntries(new URL(path, "http://x").searchParams);
      expect(cardSearchQuerySchema.safeParse(query).success, path).toBe(true);
    }
  });

  it("stays valid once a small shape runs out of fresh combinations (past 10,000 searches)", () => {
    const next = distinctSearches("timezone + languages", 9, new Set());
    const paths = Array.from({ length: 12_000 }, next);
    expect(new Set(paths).size).toBe(paths.length);
    const invalid = paths.filter(
      (path) => !cardSearchQuerySchema.safeParse(Object.fromEntries(new URL(path, "http://x").searchParams)).success,
    );
    expect(invalid).toEqual([]);
    // 12,000 generated paths and as many schema checks: seconds on a loaded 2-core machine, and not a speed test.
  }, 60_000);

  it("sends the same sequence for the same seed", () => {
    const a = distinctSearches("mixed filters", 42);
    const b = distinctSearches("mixed filters", 42);
    expect(Array.from({ length: 50 }, a)).toEqual(Array.from({ length: 50 }, b));
  });
});
