import { describe, expect, it } from "vitest";
import { categoryName, experienceLabel, flattenCategories, LANGUAGE_OPTIONS, languageName, type CategoryNode } from "./categories.ts";

const node = (id: string, order: number, children: CategoryNode[] = [], parentId: string | null = null): CategoryNode => ({
  id,
  slug: id,
  name: id.toUpperCase(),
  order,
  parentId,
  children,
});
const tree = [node("b", 1, [node("b2", 1, [], "b"), node("b1", 0, [], "b")]), node("a", 0)];

describe("categories", () => {
  it("flattens the tree parents first, by order, with depth", () => {
    expect(flattenCategories(tree)).toEqual([
      { id: "a", name: "A", depth: 0 },
      { id: "b", name: "B", depth: 0 },
      { id: "b1", name: "B1", depth: 1 },
      { id: "b2", name: "B2", depth: 1 },
    ]);
  });
  it("names a category by id", () => {
    expect(categoryName(tree, "b2")).toBe("B2");
    expect(categoryName(tree, "zz")).toBeNull();
    expect(categoryName(tree, null)).toBeNull();
  });
  it("names languages and experience", () => {
    expect(languageName("fr")).toBe("French");
    expect(LANGUAGE_OPTIONS[0]?.name).toBe("Arabic");
    expect(experienceLabel("10-20")).toBe("10–20 years");
    expect(experienceLabel("20+")).toBe("20+ years");
  });
});
