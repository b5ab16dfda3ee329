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
