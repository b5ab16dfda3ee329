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
  return db
    .selectFrom("cards")
    .selectAll("cards")
    .innerJoin("users", "users.id", "cards.user_id")
    .where("users.slug", "=", userSlug)
    .where("cards.slug", "=", cardSlug)
    .executeTakeFirst();
}

/** Card slugs of one advisor starting with `base`, to pick a free one. */
export async function cardSlugsLike(db: Db, userId: string, base: string): Promise<string[]> {
  const rows = await db.selectFrom("cards").select("slug").where("user_id", "=", userId).where("slug", "like", `${base}%`).execute();
  return rows.map((row) => row.slug);
}

/** Whether this advisor already has a live card with the title (ignoring `exceptId`). */
export async function titleTaken(db: Db, userId: string, titleKey: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom("cards")
    .select("id")
    .where("user_id", "=", userId)
    .where("title_key", "=", titleKey)
    .where("deleted_at", "is", null);
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
  for (const table of [
    "card_skills",
    "card_categories",
    "card_languages",
    "work_histories",
    "qualifications",
    "supporting_links",
  ] as const) {
    await db.deleteFrom(table).where("card_id", "=", cardId).execute();
  }
  const skills = await ensureSkills(db, input.skills);
  await db
    .insertInto("card_skills")
    .values(skills.map((skill, position) => ({ card_id: cardId, skill_id: skill.id, position })))
    .execute();
  await db
    .insertInto("card_categories")
    .values(input.categoryIds.map((category_id) => ({ card_id: cardId, category_id })))
    .execute();
  await db
    .insertInto("card_languages")
    .values(input.advisingIn.map((language) => ({ card_id: cardId, language })))
    .execute();
  if (input.workHistories.length > 0) {
    await db
      .insertInto("work_histories")
      .values(
        input.workHistories.map((w, position) => ({
          id: crypto.randomUUID(),
          card_id: cardId,
          position,
          organization: w.organization,
          role: w.role,
          description: w.description,
          start_date: w.startDate,
          end_date: w.endDate,
        })),
      )
      .execute();
  }
  if (input.qualifications.length > 0) {
    await db
      .insertInto("qualifications")
      .values(
        input.qualifications.map((q, position) => ({
          id: crypto.randomUUID(),
          card_id: cardId,
          position,
          qualification: q.qualification,
          subject: q.subject,
          organization: q.organization,
          completion_date: q.completionDate,
        })),
      )
      .execute();
  }
  if (input.supportingLinks.length > 0) {
    await db
      .insertInto("supporting_links")
      .values(
        input.supportingLinks.map((l, position) => ({
          id: crypto.randomUUID(),
          card_id: cardId,
          position,
          link: l.link,
          title: l.title,
          description: l.description,
          icon: linkIcon(l.link),
        })),
      )
      .execute();
  }
}

/** (Re)writes the full-text rows of these cards from their current content; deleted cards leave the index. */
export async function indexCards(db: Db, cardIds: string[]): Promise<void> {
  if (cardIds.length === 0) return;
  const ids = sql.join(cardIds);
  await sql`delete from cards_fts where rowid in (select rowid from cards where id in (${ids}))`.execute(db);
  await sql`insert into cards_fts (rowid, title, summary, skills, advisor, history)
    select c.rowid, c.title, c.summary,
      coalesce((select group_concat(s.name, ' ') from card_skills cs join skills s on s.id = cs.skill_id where cs.card_id = c.id), ''),
      u.first_name || ' ' || u.last_name,
      coalesce((select group_concat(w.role || ' ' || w.organization, ' ') from work_histories w where w.card_id = c.id), '')
    from cards c join users u on u.id = c.user_id
    where c.id in (${ids}) and c.deleted_at is null`.execute(db);
}

export const reindexCard = (db: Db, cardId: string) => indexCards(db, [cardId]);

/** Whether the advisor has a card that passed review, of this type (and in this group, for group cards). */
export async function hasApprovedCard(db: Db, userId: string, type: "marketplace" | "group", groupId: string | null): Promise<boolean> {
  let query = db
    .selectFrom("cards")
    .select("id")
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .where("approved_at", "is not", null);
  if (type === "group") query = query.where("group_id", "=", groupId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function membership(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom("group_members")
    .select(["is_admin", "role"])
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
