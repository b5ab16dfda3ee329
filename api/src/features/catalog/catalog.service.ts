import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import {
  allCategories,
  type CategoryRow,
  categoryWithChildren,
  existingCategoryIds,
  searchSkills,
  topLevelCategories,
} from "./catalog.repository.ts";

/** How many categories one call returns at most (public-site §7: limit 999). */
export const CATEGORY_LIMIT = 999;

/** The category tree, each level in its order. */
export async function categoryTree(services: Pick<Services, "db">): Promise<CategoryNode[]> {
  return buildTree(await allCategories(services.db));
}

/**
 * The tree cut down to the categories of a group's cards and their parents (public-site §7 "by
 * {product}_group_slug"), each level in its order, at most CATEGORY_LIMIT. `groupCategoryIds` is the
 * groups feature's answer (passed in: groups already depend on the catalog through users); null — an
 * unknown group, or one whose cards the viewer may not see — is the same 404 either way.
 */
export async function groupCategoryTree(
  services: Pick<Services, "db">,
  groupCategoryIds: () => Promise<string[] | null>,
): Promise<CategoryNode[]> {
  const used = await groupCategoryIds();
  if (used === null) throw notFound(GROUP_MESSAGES.notFound);
  const rows = await allCategories(services.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const id of used) {
    for (let row = byId.get(id); row && !keep.has(row.id); row = row.parent_id ? byId.get(row.parent_id) : undefined) keep.add(row.id);
  }
  return buildTree(rows.filter((r) => keep.has(r.id)).slice(0, CATEGORY_LIMIT));
}

function buildTree(rows: CategoryRow[]): CategoryNode[] {
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
