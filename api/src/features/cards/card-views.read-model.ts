import type { Db } from "../../db/database.ts";

/** What list entries of these cards show beside the card row: skills, categories, languages, advisors and groups. One query each. */
export async function summaryRelations(db: Db, cardIds: string[], userIds: string[], groupIds: string[]) {
  const [skills, categories, languages, users, groups] = await Promise.all([
    db
      .selectFrom("card_skills")
      .innerJoin("skills", "skills.id", "card_skills.skill_id")
      .select(["card_skills.card_id", "skills.name", "card_skills.position"])
      .where("card_skills.card_id", "in", cardIds)
      .orderBy("card_skills.position")
      .execute(),
    db
      .selectFrom("card_categories")
      .innerJoin("categories", "categories.id", "card_categories.category_id")
      .select(["card_categories.card_id", "categories.id", "categories.slug", "categories.name"])
      .where("card_categories.card_id", "in", cardIds)
      .execute(),
    db.selectFrom("card_languages").select(["card_id", "language"]).where("card_id", "in", cardIds).orderBy("language").execute(),
    db.selectFrom("users").select(["id", "slug", "first_name", "last_name", "avatar_url", "timezone"]).where("id", "in", userIds).execute(),
    groupIds.length ? db.selectFrom("groups").select(["id", "slug", "name"]).where("id", "in", groupIds).execute() : Promise.resolve([]),
  ]);
  return { skills, categories, languages, users, groups };
}

/** What a card's page adds to its list entry: work histories, qualifications, links (each in order) and category ids. */
export async function detailRelations(db: Db, cardId: string) {
  const [histories, qualifications, links, categories] = await Promise.all([
    db.selectFrom("work_histories").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
    db.selectFrom("qualifications").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
    db.selectFrom("supporting_links").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
    db.selectFrom("card_categories").select("category_id").where("card_id", "=", cardId).execute(),
  ]);
  return { histories, qualifications, links, categoryIds: categories.map((c) => c.category_id) };
}

/** Work histories of several cards, in order. */
export function workHistoryRows(db: Db, cardIds: string[]) {
  return db.selectFrom("work_histories").selectAll().where("card_id", "in", cardIds).orderBy("position").execute();
}
