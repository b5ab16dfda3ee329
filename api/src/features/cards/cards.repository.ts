import { sql } from "kysely";
import type { CardDraft, DraftBlank } from "@kora/shared/contracts/card-drafts.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import type { Db } from "../../db/database.ts";
import type { CardsTx } from "./card-writes.ts";
import type { CardRow, CardsTable } from "./cards.table.ts";

export function findCardById(db: Db, id: string): Promise<CardRow | undefined> {
  return db.selectFrom("cards").selectAll().where("id", "=", id).limit(1).executeTakeFirst();
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

/** The card a short link code points at (deleted or not), with its advisor's slug. */
export function findByShortCode(db: Db, code: string) {
  return db
    .selectFrom("cards")
    .innerJoin("users", "users.id", "cards.user_id")
    .selectAll("cards")
    .select("users.slug as user_slug")
    .where("cards.short_code", "=", code)
    .executeTakeFirst();
}

export async function insertCard(tx: CardsTx, row: CardsTable): Promise<void> {
  await tx.insertInto("cards").values(row).execute();
}

/** Applies `changes`; with `expectedStatus`, only if the card still has it (compare-and-set). False when nothing changed. */
export async function updateCardRow(tx: CardsTx, id: string, changes: Partial<CardsTable>, expectedStatus?: string): Promise<boolean> {
  let query = tx.updateTable("cards").set(changes).where("id", "=", id);
  if (expectedStatus) query = query.where("status", "=", expectedStatus as CardsTable["status"]);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sets a card's short link code unless it has one; a code taken by another card fails on the unique index. */
export async function setShortCode(tx: CardsTx, cardId: string, code: string): Promise<void> {
  await tx.updateTable("cards").set({ short_code: code }).where("id", "=", cardId).where("short_code", "is", null).execute();
}

/** The skills' ids by name, creating the ones that don't exist yet (names compare without case). */
async function ensureSkills(tx: CardsTx, names: readonly string[]): Promise<{ id: string; name: string }[]> {
  const result: { id: string; name: string }[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    await tx
      .insertInto("skills")
      .values({ id: crypto.randomUUID(), name: name.trim(), name_key: key })
      .onConflict((oc) => oc.column("name_key").doNothing())
      .execute();
    result.push(await tx.selectFrom("skills").select(["id", "name"]).where("name_key", "=", key).executeTakeFirstOrThrow());
  }
  return result;
}

/** Replaces a card's skills (creating new ones), categories, languages, work histories, qualifications and links. */
export async function replaceCardChildren(
  tx: CardsTx,
  cardId: string,
  input: Pick<CardDraft, "skills" | "categoryIds" | "advisingIn" | "workHistories" | "qualifications" | "supportingLinks">,
): Promise<void> {
  for (const table of [
    "card_skills",
    "card_categories",
    "card_languages",
    "work_histories",
    "qualifications",
    "supporting_links",
  ] as const) {
    await tx.deleteFrom(table).where("card_id", "=", cardId).execute();
  }
  // A draft may have none of these yet (and an insert of no rows is not valid SQL).
  const skills = await ensureSkills(tx, input.skills);
  if (skills.length > 0)
    await tx
      .insertInto("card_skills")
      .values(skills.map((skill, position) => ({ card_id: cardId, skill_id: skill.id, position })))
      .execute();
  if (input.categoryIds.length > 0)
    await tx
      .insertInto("card_categories")
      .values(input.categoryIds.map((category_id) => ({ card_id: cardId, category_id })))
      .execute();
  if (input.advisingIn.length > 0)
    await tx
      .insertInto("card_languages")
      .values(input.advisingIn.map((language) => ({ card_id: cardId, language })))
      .execute();
  if (input.workHistories.length > 0) {
    await tx
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
    await tx
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
    await tx
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

/** Names a draft's unset fields (or clears them when there are none). */
export async function setDraftBlanks(tx: CardsTx, cardId: string, blanks: readonly DraftBlank[]): Promise<void> {
  await tx.deleteFrom("card_draft_blanks").where("card_id", "=", cardId).execute();
  if (blanks.length > 0)
    await tx
      .insertInto("card_draft_blanks")
      .values({ card_id: cardId, fields: JSON.stringify(blanks) })
      .execute();
}

/** The unset fields of these drafts, by card id (cards with none are absent). */
export async function draftBlanksOf(db: Db, cardIds: readonly string[]): Promise<Map<string, DraftBlank[]>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("card_draft_blanks")
    .selectAll()
    .where("card_id", "in", [...cardIds])
    .execute();
  return new Map(rows.map((row) => [row.card_id, JSON.parse(row.fields) as DraftBlank[]]));
}

/** What hangs off one card, in order, as the publish rules read it. */
export async function cardChildren(db: Db, cardId: string) {
  const [skills, categories, languages, histories, qualifications, links] = await Promise.all([
    db
      .selectFrom("card_skills")
      .innerJoin("skills", "skills.id", "card_skills.skill_id")
      .select("skills.name")
      .where("card_skills.card_id", "=", cardId)
      .orderBy("card_skills.position")
      .execute(),
    db.selectFrom("card_categories").select("category_id").where("card_id", "=", cardId).execute(),
    db.selectFrom("card_languages").select("language").where("card_id", "=", cardId).orderBy("language").execute(),
    db.selectFrom("work_histories").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
    db.selectFrom("qualifications").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
    db.selectFrom("supporting_links").selectAll().where("card_id", "=", cardId).orderBy("position").execute(),
  ]);
  return {
    skills: skills.map((row) => row.name),
    categoryIds: categories.map((row) => row.category_id),
    advisingIn: languages.map((row) => row.language),
    histories,
    qualifications,
    links,
  };
}

/** One more request to the card expired unanswered by its owner: the count in a row, and the card's status now. */
export function countUnansweredExpiry(tx: CardsTx, cardId: string) {
  return tx
    .updateTable("cards")
    .set((eb) => ({ unanswered_expiries: eb("unanswered_expiries", "+", 1) }))
    .where("id", "=", cardId)
    .where("deleted_at", "is", null)
    .returning(["unanswered_expiries", "status"])
    .executeTakeFirst();
}

/** The owner answered a request to the card: its unanswered run starts again. */
export async function resetUnansweredExpiries(tx: CardsTx, cardId: string): Promise<void> {
  await tx.updateTable("cards").set({ unanswered_expiries: 0 }).where("id", "=", cardId).where("unanswered_expiries", ">", 0).execute();
}

/** An owner's published cards with the working hours each uses (its own, else the owner's standard hours). */
export function publishedCardsWithHours(db: Db, userId: string) {
  return db
    .selectFrom("cards")
    .innerJoin("users", "users.id", "cards.user_id")
    .select(["cards.id", (eb) => eb.fn.coalesce("cards.working_hours", "users.working_hours").as("hours")])
    .where("cards.user_id", "=", userId)
    .where("cards.status", "=", "published")
    .where("cards.deleted_at", "is", null)
    .execute();
}
