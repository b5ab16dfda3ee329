import { describe, expect, it } from "vitest";
import { type MatchingCard, matchAdvisors } from "./matching.ts";

const card = (cardId: string, ownerId: string, categoryIds: string[], skills: string[] = []): MatchingCard => ({
  cardId,
  ownerId,
  categoryIds,
  skills,
});
const member = (categoryIds: string[], interests: string[] = []) => ({ userId: "me", categoryIds, interests });

describe("matchAdvisors", () => {
  it.each([
    ["no interests, no matches", member([]), [card("c1", "a", ["cat-career"])], []],
    ["a shared category", member(["cat-career"]), [card("c1", "a", ["cat-career"]), card("c2", "b", ["cat-music"])], ["c1"]],
    ["an interest naming a skill", member([], ["interviews"]), [card("c1", "a", [], ["Mock interviews"])], ["c1"]],
    ["an interest of several words needs them all", member([], ["public speaking"]), [card("c1", "a", [], ["Speaking"])], []],
    ["never the member's own card", member(["cat-career"]), [card("c1", "me", ["cat-career"])], []],
  ])("%s", (_name, who, cards, expected) => {
    expect(matchAdvisors(who, cards).map((m) => m.cardId)).toEqual(expected);
  });

  it("ranks by score (category 2, skill 1), ties by card id, one card per advisor, at most the limit", () => {
    const cards = [
      card("c5", "e", ["cat-career"]),
      card("c4", "d", ["cat-career"], ["Interviews"]),
      card("c3", "d", ["cat-career"]),
      card("c2", "b", [], ["Interviews"]),
      card("c1", "a", ["cat-career"]),
    ];
    const matches = matchAdvisors(member(["cat-career"], ["interviews"]), cards, 3);
    expect(matches).toEqual([
      { cardId: "c4", ownerId: "d", score: 3, categoryIds: ["cat-career"], skills: ["Interviews"] },
      { cardId: "c1", ownerId: "a", score: 2, categoryIds: ["cat-career"], skills: [] },
      { cardId: "c5", ownerId: "e", score: 2, categoryIds: ["cat-career"], skills: [] },
    ]);
    expect(matchAdvisors(member(["cat-career"], ["interviews"]), [...cards].reverse(), 3)).toEqual(matches);
  });
});
