import type { Db } from "../../db/database.ts";
import type { InviteRow } from "./invites.table.ts";

/** Invites' SQL. Every change that a rule limits is one conditional statement, so racing requests can't pass it twice. */

/** Inserts an invite; "duplicate" when the inviter already has a live invite for the address, "limit" at the 24-hour limit (the triggers and indexes of the migration). */
export async function insertInvite(db: Db, row: InviteRow): Promise<InviteRow | "duplicate" | "limit"> {
  try {
    await db.insertInto("invites").values(row).execute();
    return row;
  } catch (error) {
    const text = String(error);
    if (/UNIQUE constraint failed: invites\.inviter_id/.test(text)) return "duplicate";
    if (/invite_limit/.test(text)) return "limit";
    throw error;
  }
}

export function findInviteByCode(db: Db, code: string): Promise<InviteRow | undefined> {
  return db.selectFrom("invites").selectAll().where("code", "=", code).executeTakeFirst();
}

/** The inviter's unclaimed invite for an address, if any. */
export function findLiveInvite(db: Db, inviterId: string, email: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom("invites")
    .selectAll()
    .where("inviter_id", "=", inviterId)
    .where("email", "=", email)
    .where("claimed_by", "is", null)
    .executeTakeFirst();
}

/** Whether the address asked, on any invite, not to be invited again. */
export async function addressDeclined(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom("invites").select("id").where("email", "=", email).where("is_not_interested", "=", 1).executeTakeFirst();
  return row !== undefined;
}

export interface InviteListRow extends InviteRow {
  card_title: string | null;
  claimed_first_name: string | null;
}

/** The inviter's invites, newest first (core §7 `me/invites`, order -created_at). */
export function listInvites(db: Db, inviterId: string, offset: number, limit: number): Promise<InviteListRow[]> {
  return db
    .selectFrom("invites")
    .leftJoin("cards", "cards.id", "invites.pending_card_id")
    .leftJoin("users", "users.id", "invites.claimed_by")
    .selectAll("invites")
    .select(["cards.title as card_title", "users.first_name as claimed_first_name"])
    .where("invites.inviter_id", "=", inviterId)
    .orderBy("invites.created_at", "desc")
    .orderBy("invites.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** All the inviter's invites, the claimed ones, and those created after `sinceIso`. */
export async function countsSince(db: Db, inviterId: string, sinceIso: string): Promise<{ total: number; claimed: number; since: number }> {
  const row = await db
    .selectFrom("invites")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("claimed_by", "is not", null).then(1).else(0).end()).as("claimed"),
      eb.fn.sum<number>(eb.case().when("created_at", ">", sinceIso).then(1).else(0).end()).as("since"),
    ])
    .where("inviter_id", "=", inviterId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), claimed: Number(row.claimed ?? 0), since: Number(row.since ?? 0) };
}

/**
 * Takes one resend (core §9: while resend_count < 2) of the inviter's own unclaimed invite that its
 * invitee didn't decline, renewing its validity. Undefined when the WHERE refused it.
 */
export function takeResend(db: Db, id: string, inviterId: string, nowIso: string, validUntil: string): Promise<InviteRow | undefined> {
  return db
    .updateTable("invites")
    .set((eb) => ({ resend_count: eb("resend_count", "+", 1), last_sent_at: nowIso, valid_until: validUntil }))
    .where("id", "=", id)
    .where("inviter_id", "=", inviterId)
    .where("resend_count", "<", 2)
    .where("claimed_by", "is", null)
    .where("is_not_interested", "=", 0)
    .returningAll()
    .executeTakeFirst();
}

export function findOwnInvite(db: Db, id: string, inviterId: string): Promise<InviteRow | undefined> {
  return db.selectFrom("invites").selectAll().where("id", "=", id).where("inviter_id", "=", inviterId).executeTakeFirst();
}

/** The invitee's "not interested" (from the mail): an unclaimed invite is flagged for good. */
export function markNotInterested(db: Db, code: string): Promise<InviteRow | undefined> {
  return db
    .updateTable("invites")
    .set({ is_not_interested: 1 })
    .where("code", "=", code)
    .where("claimed_by", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/** Claims a live code for a new account: once, whatever races (the WHERE, and the claimed-once trigger behind it). */
export function claimCode(db: Db, code: string, userId: string, nowIso: string): Promise<InviteRow | undefined> {
  return db
    .updateTable("invites")
    .set({ claimed_by: userId, claimed_at: nowIso })
    .where("code", "=", code)
    .where("claimed_by", "is", null)
    .where("is_not_interested", "=", 0)
    .where("valid_until", ">", nowIso)
    .where("inviter_id", "!=", userId)
    .returningAll()
    .executeTakeFirst();
}
