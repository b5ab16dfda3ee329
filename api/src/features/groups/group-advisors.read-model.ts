import type { Db } from "../../db/database.ts";

/**
 * The group's members with published cards of this group, one row per card (the advisors list of
 * `/g/{slug}`): ordered by name, each person's cards oldest first. Hidden roles are left out by the service.
 */
export function groupCardRows(db: Db, groupId: string) {
  return db
    .selectFrom("group_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("cards as c", (join) => join.onRef("c.user_id", "=", "m.user_id").onRef("c.group_id", "=", "m.group_id"))
    .select([
      "m.role",
      "u.id as userId",
      "u.slug as userSlug",
      "u.first_name",
      "u.last_name",
      "u.avatar_url",
      "c.id as cardId",
      "c.slug as cardSlug",
      "c.title",
      "c.rate",
      "c.currency",
    ])
    .where("m.group_id", "=", groupId)
    .where("c.status", "=", "published")
    .where("c.deleted_at", "is", null)
    .orderBy("u.first_name")
    .orderBy("u.last_name")
    .orderBy("u.id")
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
}

/**
 * The categories of the group's published cards (the same cards as `groupCardRows`), with the role
 * of each card's owner so the service can leave hidden advisors out as the advisors list does.
 */
export function groupCardCategoryRows(db: Db, groupId: string) {
  return db
    .selectFrom("group_members as m")
    .innerJoin("cards as c", (join) => join.onRef("c.user_id", "=", "m.user_id").onRef("c.group_id", "=", "m.group_id"))
    .innerJoin("card_categories as cc", "cc.card_id", "c.id")
    .select(["m.role", "cc.category_id as categoryId"])
    .distinct()
    .where("m.group_id", "=", groupId)
    .where("c.status", "=", "published")
    .where("c.deleted_at", "is", null)
    .execute();
}

/** The categories (with their parents) and skills of these cards, for matching (domain/groups/matching.ts). */
export async function cardMatchData(db: Db, cardIds: readonly string[]) {
  if (cardIds.length === 0) return { categories: [], skills: [] };
  const [categories, skills] = await Promise.all([
    db
      .selectFrom("card_categories as cc")
      .innerJoin("categories as k", "k.id", "cc.category_id")
      .select(["cc.card_id as cardId", "k.id", "k.name", "k.parent_id as parentId"])
      .where("cc.card_id", "in", cardIds)
      .orderBy("k.sort_order")
      .execute(),
    db
      .selectFrom("card_skills as cs")
      .innerJoin("skills as s", "s.id", "cs.skill_id")
      .select(["cs.card_id as cardId", "s.name"])
      .where("cs.card_id", "in", cardIds)
      .orderBy("cs.position")
      .execute(),
  ]);
  return { categories, skills };
}
