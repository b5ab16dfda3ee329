import { describe, expect, it } from "vitest";
import { boostedRank, rankByRelevance, SEARCH_BOOST_FACTOR } from "./boost.ts";

describe("boostedRank", () => {
  it.each([
    [-10, false, -10],
    [-10, true, -12],
    [-1, true, -1.2],
    [0, true, 0],
    [2, true, 1.6],
  ])("%d (boosted %s) → %d", (rank, boosted, expected) => {
    expect(boostedRank(rank, boosted)).toBeCloseTo(expected, 10);
  });

  it("is bounded by the factor", () => {
    expect(SEARCH_BOOST_FACTOR).toBeGreaterThan(1);
    expect(SEARCH_BOOST_FACTOR).toBeLessThanOrEqual(1.5);
  });
});

describe("rankByRelevance", () => {
  const hits = [
    { id: 1, rank: -10 },
    { id: 2, rank: -9 },
    { id: 3, rank: -5 },
    { id: 4, rank: -9 },
  ];

  it.each([
    ["no boost: bm25 order, ties by id", [], [1, 2, 4, 3]],
    ["a slightly less relevant Pro card moves ahead", [2], [2, 1, 4, 3]],
    ["a much less relevant Pro card does not", [3], [1, 2, 4, 3]],
    ["two Pro cards keep their own order", [2, 4], [2, 4, 1, 3]],
    ["every card boosted is the plain order", [1, 2, 3, 4], [1, 2, 4, 3]],
  ])("%s", (_, boosted, expected) => {
    expect(rankByRelevance(hits, new Set(boosted))).toEqual(expected);
  });

  it("returns the same cards, each once, whatever is boosted", () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, rank: -((i * 7919) % 97) / 3 }));
    for (const boosted of [[], [5, 50, 150], many.filter((h) => h.id % 3 === 0).map((h) => h.id)]) {
      const order = rankByRelevance(many, new Set(boosted));
      expect(order).toHaveLength(many.length);
      expect(new Set(order)).toEqual(new Set(many.map((h) => h.id)));
    }
  });
});
