import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import type { Services } from "../../services.ts";
import { allCategories, categoryWithChildren, existingCategoryIds, searchSkills, topLevelCategories } from "./catalog.repository.ts";

/** The category tree, each level in its order. */
export async function categoryTree(services: Pick<Services, "db">): Promise<CategoryNode[]> {
  const rows = await allCategories(services.db);
  const nodes = new Map<string, CategoryNode>(
    rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, order: r.sort_order, parentId: r.parent_id, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) (node.parentId ? nodes.get(node.parentId)?.children : roots)?.push(node);
  return roots;
}

/** The top-level categories (id, slug, name), in their order. */
export function topCategories(services: Pick<Services, "db">) {
  return topLevelCategories(services.db);
}

/** The ids a category filter covers: the category (by id or slug) and its children; empty for an unknown one. */
export function categoryFilterIds(services: Pick<Services, "db">, idOrSlug: string): Promise<string[]> {
  return categoryWithChildren(services.db, idOrSlug);
}

/** Whether every id names a category (repeats allowed). */
export async function allCategoriesExist(services: Pick<Services, "db">, ids: readonly string[]): Promise<boolean> {
  return (await existingCategoryIds(services.db, ids)).length === new Set(ids).size;
}

/** Skill names starting with `query` (any case), for suggestions. */
export function suggestSkills(services: Pick<Services, "db">, query: string, limit: number) {
  return searchSkills(services.db, query, limit);
}
