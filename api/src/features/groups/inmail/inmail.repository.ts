import { sql } from "kysely";
import type { Db } from "../../../db/database.ts";

/**
 * InMail's writes and lookups. Statuses move forward only, in the UPDATE's own WHERE (and a trigger,
 * migration 2026_11_27_1130_inmail): Sent < Opened < Clicked; Unsubscribed and Bounced are final.
 */

/** Statuses a recipient can still move on from. */
const OPEN_STATUSES = ["Sent", "Opened", "Clicked"] as const;
/** SQLite's bound-parameter budget is large but finite: long id lists go in slices. */
const SLICE = 400;

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/** The group and the caller's membership of it (null `is_admin` when not a member); undefined for no such group. */
export function groupWithMembership(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom("groups as g")
    .leftJoin("group_members as gm", (join) => join.onRef("gm.group_id", "=", "g.id").on("gm.user_id", "=", userId))
    .select(["g.id", "g.slug", "g.name", "g.logo_url", "g.content_only", "gm.is_admin"])
    .where("g.id", "=", groupId)
    .executeTakeFirst();
}

export interface Contact {
  id: string;
  email: string;
}

/** Of `ids` (in that order), the members who can be mailed: an address, and not unsubscribed from this group's InMail. */
export async function mailableMembers(db: Db, groupId: string, ids: readonly string[]): Promise<Contact[]> {
  const found = new Map<string, string>();
  for (const slice of slices(ids)) {
    const rows = await db
      .selectFrom("group_members as gm")
      .innerJoin("users as u", "u.id", "gm.user_id")
      .select(["u.id", "u.email"])
      .where("gm.group_id", "=", groupId)
      .where("gm.user_id", "in", slice)
      .where("gm.inmail_unsubscribed_at", "is", null)
      .where("u.email", "is not", null)
      .where("u.is_placeholder", "=", 0)
      .execute();
    for (const row of rows) found.set(row.id, row.email!);
  }
  return ids.filter((id) => found.has(id)).map((id) => ({ id, email: found.get(id)! }));
}

/** The email a sender already sent under this idempotency key, if any. */
export function emailByRequestKey(db: Db, groupId: string, userId: string, key: string) {
  return db
    .selectFrom("group_emails")
    .select("id")
    .where("group_id", "=", groupId)
    .where("created_by", "=", userId)
    .where("request_key", "=", key)
    .executeTakeFirst();
}

export interface NewEmail {
  id: string;
  groupId: string;
  createdBy: string;
  subject: string;
  body: string;
  audience: string;
  recipientCount: number;
  requestKey: string | null;
  createdAt: string;
}

/** Inserts the email; false when the sender's idempotency key already has one (the unique index decides). */
export async function insertEmail(db: Db, email: NewEmail): Promise<boolean> {
  const result = await db
    .insertInto("group_emails")
    .values({
      id: email.id,
      group_id: email.groupId,
      created_by: email.createdBy,
      subject: email.subject,
      body: email.body,
      audience: email.audience,
      recipient_count: email.recipientCount,
      request_key: email.requestKey,
      created_at: email.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** One row per recipient, `position` in list order, each with its own unguessable token. */
export async function insertRecipients(
  db: Db,
  email: { id: string; groupId: string; createdAt: string },
  recipients: readonly { userId: string; token: string }[],
): Promise<void> {
  const rows = recipients.map((recipient, position) => ({
    email_id: email.id,
    recipient_id: recipient.userId,
    group_id: email.groupId,
    position,
    token: recipient.token,
    sent_at: null,
    opened_at: null,
    clicked_at: null,
    unsubscribed_at: null,
    bounced_at: null,
    bounce_reason: null,
    created_at: email.createdAt,
  }));
  // 13 columns a row: keep each statement well inside the parameter budget.
  for (let i = 0; i < rows.length; i += 60)
    await db
      .insertInto("group_email_recipients")
      .values(rows.slice(i, i + 60))
      .execute();
}

/** Everything the mail to one recipient is made of, by its token. */
export function mailForToken(db: Db, token: string) {
  return db
    .selectFrom("group_email_recipients as r")
    .innerJoin("group_emails as e", "e.id", "r.email_id")
    .innerJoin("groups as g", "g.id", "r.group_id")
    .innerJoin("users as sender", "sender.id", "e.created_by")
    .innerJoin("users as u", "u.id", "r.recipient_id")
    .leftJoin("group_members as gm", (join) => join.onRef("gm.group_id", "=", "r.group_id").onRef("gm.user_id", "=", "r.recipient_id"))
    .select([
      "r.token",
      "r.status",
      "r.sent_at",
      "e.subject",
      "e.body",
      "g.name as group_name",
      "g.logo_url as group_logo_url",
      "sender.first_name as sender_first_name",
      "sender.last_name as sender_last_name",
      "u.email as to_email",
      "u.first_name as to_first_name",
      "u.locale as to_locale",
      "gm.user_id as member_id",
      "gm.inmail_unsubscribed_at",
    ])
    .where("r.token", "=", token)
    .executeTakeFirst();
}

/** The recipient behind a token, with their group and membership (for the unsubscribe page). */
export function recipientByToken(db: Db, token: string) {
  return db
    .selectFrom("group_email_recipients as r")
    .innerJoin("groups as g", "g.id", "r.group_id")
    .leftJoin("group_members as gm", (join) => join.onRef("gm.group_id", "=", "r.group_id").onRef("gm.user_id", "=", "r.recipient_id"))
    .select(["r.group_id", "r.recipient_id", "r.status", "g.name as group_name", "gm.user_id as member_id", "gm.inmail_unsubscribed_at"])
    .where("r.token", "=", token)
    .executeTakeFirst();
}

/** The mail went out. */
export async function markSent(db: Db, token: string, at: string): Promise<void> {
  await db.updateTable("group_email_recipients").set({ sent_at: at }).where("token", "=", token).where("sent_at", "is", null).execute();
}

/** The pixel loaded: Sent → Opened (a Clicked or final recipient keeps their status); true when the row changed. */
export async function markOpened(db: Db, token: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("group_email_recipients")
    .set({
      status: sql<"Opened">`case when status = 'Sent' then 'Opened' else status end`,
      opened_at: sql<string>`coalesce(opened_at, ${at})`,
    })
    .where("token", "=", token)
    .where("status", "in", OPEN_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A link followed: Sent or Opened → Clicked (clicking implies opening). */
export async function markClicked(db: Db, token: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("group_email_recipients")
    .set({ status: "Clicked", clicked_at: sql<string>`coalesce(clicked_at, ${at})`, opened_at: sql<string>`coalesce(opened_at, ${at})` })
    .where("token", "=", token)
    .where("status", "in", OPEN_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The recipient unsubscribed (final), and the member is never mailed by this group again. */
export async function markUnsubscribed(db: Db, recipient: { token: string; groupId: string; userId: string }, at: string): Promise<void> {
  await db
    .updateTable("group_email_recipients")
    .set({ status: "Unsubscribed", unsubscribed_at: at })
    .where("token", "=", recipient.token)
    .where("status", "in", OPEN_STATUSES)
    .execute();
  await db
    .updateTable("group_members")
    .set({ inmail_unsubscribed_at: at })
    .where("group_id", "=", recipient.groupId)
    .where("user_id", "=", recipient.userId)
    .where("inmail_unsubscribed_at", "is", null)
    .execute();
}

/** The mail bounced (final); true when the row changed. */
export async function markBounced(db: Db, token: string, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("group_email_recipients")
    .set({ status: "Bounced", bounced_at: at, bounce_reason: reason.slice(0, 500) })
    .where("token", "=", token)
    .where("status", "in", OPEN_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a token names a recipient. */
export async function tokenExists(db: Db, token: string): Promise<boolean> {
  return Boolean(await db.selectFrom("group_email_recipients").select("token").where("token", "=", token).executeTakeFirst());
}

/** The token of the latest InMail to an address (a bounce reported by address). */
export async function latestTokenForAddress(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("group_email_recipients as r")
    .innerJoin("users as u", "u.id", "r.recipient_id")
    .select("r.token")
    .where(sql<boolean>`lower(u.email) = ${email.toLowerCase()}`)
    .orderBy("r.created_at", "desc")
    .orderBy("r.position", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.token;
}
