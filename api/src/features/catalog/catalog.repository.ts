import type { Db } from "../../db/database.ts";

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
}

export function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("name").execute();
}

/** The top-level categories, in their order. */
export function topLevelCategories(db: Db) {
  return db.selectFrom("categories").select(["id", "slug", "name"]).where("parent_id", "is", null).orderBy("sort_order").execute();
}

/** A category and its children's ids, for filters that include sub-categories. */
export async function categoryWithChildren(db: Db, idOrSlug: string): Promise<string[]> {
  const rows = await db
    .selectFrom("categories")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("id", "=", idOrSlug),
        eb("slug", "=", idOrSlug),
        eb("parent_id", "=", idOrSlug),
        eb("parent_id", "in", eb.selectFrom("categories").select("id").where("slug", "=", idOrSlug)),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Which of these ids are categories. */
export async function existingCategoryIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom("categories").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}

export function searchSkills(db: Db, query: string, limit: number) {
  let q = db.selectFrom("skills").select(["id", "name"]).orderBy("name").limit(limit);
  if (query) q = q.where("name_key", "like", `${query.toLowerCase().replace(/[%_]/g, "")}%`);
  return q.execute();
}
