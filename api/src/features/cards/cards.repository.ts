import { sql } from "kysely";
import type { CardInputParsed } from "@kora/shared/contracts/cards.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import type { Db } from "../../db/database.ts";
import { ensureSkills } from "../catalog/catalog.repository.ts";
import type { CardRow, CardsTable } from "./cards.table.ts";

export function findCardById(db: Db, id: string): Promise<CardRow | undefined> {
  return db.selectFrom("cards").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findCardBySlug(db: Db, userSlug: string, cardSlug: string): Promise<CardRow | undefined> {
  return db.selectFrom("cards").selectAll("cards").innerJoin("users", "users.id", "cards.user_id")
    .where("users.slug", "=", userSlug).where("cards.slug", "=", cardSlug).executeTakeFirst();
}

/** Card slugs of one advisor starting with `base`, to pick a free one. */
export async function cardSlugsLike(db: Db, userId: string, base: string): Promise<string[]> {
  const rows = await db.selectFrom("cards").select("slug").where("user_id", "=", userId).where("slug", "like", `${base}%`).execute();
  return rows.map((row) => row.slug);
}

/** Whether this advisor already has a live card with the title (ignoring `exceptId`). */
export async function titleTaken(db: Db, userId: string, titleKey: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("cards").select("id").where("user_id", "=", userId).where("title_key", "=", titleKey).where("deleted_at", "is", null);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCard(db: Db, row: CardsTable): Promise<void> {
  await db.insertInto("cards").values(row).execute();
}

export async function updateCardRow(db: Db, id: string, changes: Partial<CardsTable>, expectedStatus?: string): Promise<boolean> {
  let query = db.updateTable("cards").set(changes).where("id", "=", id);
  if (expectedStatus) query = query.where("status", "=", expectedStatus as CardsTable["status"]);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Replaces a card's skills, categories, languages, work histories, qualifications and links. */
export async function replaceCardChildren(db: Db, cardId: string, input: CardInputParsed): Promise<void> {
  for (const table of ["card_skills", "card_categories", "card_languages", "work_histories", "qualifications", "supporting_links"] as const) {
    await db.deleteFrom(table).where("card_id", "=", cardId).execute();
  }
  const skills = await ensureSkills(db, input.skills);
  await db.insertInto("card_skills").values(skills.map((skill, position) => ({ card_id: cardId, skill_id: skill.id, position }))).execute();
  await db.insertInto("card_categories").values(input.categoryIds.map((category_id) => ({ card_id: cardId, category_id }))).execute();
  await db.insertInto("card_languages").values(input.advisingIn.map((language) => ({ card_id: cardId, language }))).execute();
  if (input.workHistories.length > 0) {
    await db.insertInto("work_histories").values(input.workHistories.map((w, position) => ({
      id: crypto.randomUUID(), card_id: cardId, position, organization: w.organization, role: w.role, description: w.description, start_date: w.startDate, end_date: w.endDate,
    }))).execute();
  }
  if (input.qualifications.length > 0) {
    await db.insertInto("qualifications").values(input.qualifications.map((q, position) => ({
      id: crypto.randomUUID(), card_id: cardId, position, qualification: q.qualification, subject: q.subject, organization: q.organization, completion_date: q.completionDate,
    }))).execute();
  }
  if (input.supportingLinks.length > 0) {
    await db.insertInto("supporting_links").values(input.supportingLinks.map((l, position) => ({
      id: crypto.randomUUID(), card_id: cardId, position, link: l.link, title: l.title, description: l.description, icon: linkIcon(l.link),
    }))).execute();
  }
}

/** Rewrites a card's row in the full-text index from its current content (or removes it). */
export async function reindexCard(db: Db, cardId: string): Promise<void> {
  const row = await db.selectFrom("cards").innerJoin("users", "users.id", "cards.user_id")
    .select([sql<number>`cards.rowid`.as("rowid"), "cards.title", "cards.summary", "cards.deleted_at", "users.first_name", "users.last_name"])
    .where("cards.id", "=", cardId).executeTakeFirst();
  if (!row) return;
  await sql`delete from cards_fts where rowid = ${row.rowid}`.execute(db);
  if (row.deleted_at) return;
  const skills = await db.selectFrom("card_skills").innerJoin("skills", "skills.id", "card_skills.skill_id").select("skills.name").where("card_id", "=", cardId).execute();
  const history = await db.selectFrom("work_histories").select(["organization", "role"]).where("card_id", "=", cardId).execute();
  await sql`insert into cards_fts (rowid, title, summary, skills, advisor, history) values (${row.rowid}, ${row.title}, ${row.summary},
    ${skills.map((s) => s.name).join(" ")}, ${`${row.first_name} ${row.last_name}`}, ${history.map((h) => `${h.role} ${h.organization}`).join(" ")})`.execute(db);
}

/** Whether the advisor has a card that passed review, of this type (and in this group, for group cards). */
export async function hasApprovedCard(db: Db, userId: string, type: "marketplace" | "group", groupId: string | null): Promise<boolean> {
  let query = db.selectFrom("cards").select("id").where("user_id", "=", userId).where("type", "=", type).where("approved_at", "is not", null);
  if (type === "group") query = query.where("group_id", "=", groupId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function membership(db: Db, groupId: string, userId: string) {
  return db.selectFrom("group_members").select(["is_admin", "role"]).where("group_id", "=", groupId).where("user_id", "=", userId).executeTakeFirst();
}
