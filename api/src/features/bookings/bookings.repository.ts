import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BookingRow, BookingsTable } from "./bookings.table.ts";

export const findBooking = (db: Db, id: string): Promise<BookingRow | undefined> =>
  db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();

export const findByIdempotencyKey = (db: Db, createdBy: string, key: string): Promise<BookingRow | undefined> =>
  db.selectFrom("bookings").selectAll().where("created_by", "=", createdBy).where("idempotency_key", "=", key).executeTakeFirst();

/** The creator's live booking with this dedupe key made at or after `sinceIso`: an identical request sent moments ago. */
export const findRecentDuplicate = (db: Db, createdBy: string, dedupeKey: string, sinceIso: string): Promise<BookingRow | undefined> =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("created_by", "=", createdBy)
    .where("dedupe_key", "=", dedupeKey)
    .where("created_at", ">=", sinceIso)
    .where("status", "in", ["pending-approval", "suggested-times", "confirmed"])
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();

export async function insertBooking(db: Db, row: BookingsTable): Promise<void> {
  await db.insertInto("bookings").values(row).execute();
}

/**
 * Compare-and-set: applies `changes` only if the booking still has `version`, and bumps it.
 * False means someone else changed it first (a concurrent confirm, a job) and nothing was written.
 */
export async function updateIfVersion(db: Db, id: string, version: number, changes: Partial<BookingsTable>): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ ...changes, version: version + 1 })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Cancels a confirmed booking whose payment is still not made (the deadline): a payment that landed meanwhile wins. */
export async function cancelIfUnpaid(db: Db, id: string, version: number, changes: Partial<BookingsTable>): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ ...changes, version: version + 1 })
    .where("id", "=", id)
    .where("version", "=", version)
    .where("status", "=", "confirmed")
    .where("payment_status", "in", ["action-required", "failed"])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sets a booking's payment fields; with `unlessStatus`, only while its payment status is none of those. True when it changed. */
export async function setPayment(
  db: Db,
  id: string,
  changes: Pick<
    Partial<BookingsTable>,
    "payment_status" | "charged_minor" | "credit_minor" | "refunded_minor" | "payment_method_id" | "payment_due_ms" | "payment_failure"
  >,
  unlessStatus: BookingsTable["payment_status"][] = [],
): Promise<boolean> {
  let query = db.updateTable("bookings").set(changes).where("id", "=", id);
  if (unlessStatus.length > 0) query = query.where("payment_status", "not in", unlessStatus);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds a round of proposed times (round 1 is the request). */
export async function insertTimes(
  db: Db,
  bookingId: string,
  round: number,
  startsMs: number[],
  duration: number,
  suggestedBy: string,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto("booking_times")
    .values(
      startsMs.map((start_ms) => ({ booking_id: bookingId, round, start_ms, duration, suggested_by: suggestedBy, created_at: nowIso })),
    )
    .execute();
}

/** The latest round of proposed times of each booking, earliest first. */
export async function currentTimes(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, { start_ms: number; duration: number; suggested_by: string; round: number }[]>> {
  const byBooking = new Map<string, { start_ms: number; duration: number; suggested_by: string; round: number }[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("booking_times as t")
    .select(["t.booking_id", "t.round", "t.start_ms", "t.duration", "t.suggested_by"])
    .where("t.booking_id", "in", bookingIds)
    .where("t.round", "=", (eb) =>
      eb
        .selectFrom("booking_times as l")
        .select((e) => e.fn.max("l.round").as("r"))
        .whereRef("l.booking_id", "=", "t.booking_id"),
    )
    .orderBy("t.start_ms")
    .execute();
  for (const row of rows) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  return byBooking;
}

export async function attendanceOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.selectFrom("booking_attendance").selectAll().where("booking_id", "in", bookingIds).execute();
}

/** Records presence in the call: the first call opens it; later ones within 90 s add the time since the last one. */
export async function recordPresence(
  db: Db,
  bookingId: string,
  userId: string,
  nowMs: number,
): Promise<{ joined_at_ms: number; seconds: number }> {
  await sql`
    insert into booking_attendance (booking_id, user_id, joined_at_ms, last_seen_ms, seconds) values (${bookingId}, ${userId}, ${nowMs}, ${nowMs}, 0)
    on conflict (booking_id, user_id) do update set
      seconds = seconds + case when ${nowMs} - last_seen_ms between 0 and 90000 then cast((${nowMs} - last_seen_ms) / 1000 as integer) else 0 end,
      last_seen_ms = max(last_seen_ms, ${nowMs})`.execute(db);
  return db
    .selectFrom("booking_attendance")
    .select(["joined_at_ms", "seconds"])
    .where("booking_id", "=", bookingId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

export const isContact = async (db: Db, userId: string, otherId: string) =>
  (await db
    .selectFrom("bookings")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("advisor_id", "=", userId), eb("learner_id", "=", otherId)]),
        eb.and([eb("advisor_id", "=", otherId), eb("learner_id", "=", userId)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Has the learner had a completed session with this advisor (repeat-only cards)? */
export const hasMet = async (db: Db, advisorId: string, learnerId: string) =>
  (await db
    .selectFrom("bookings")
    .select("id")
    .where("advisor_id", "=", advisorId)
    .where("learner_id", "=", learnerId)
    .where("status", "=", "completed")
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Makes `userId` the booking's recording owner unless someone else already is (compare-and-set; the
 * `bookings_one_recording_owner` trigger refuses a second owner too), marks it recorded, and makes
 * `videoId` its primary video when it has none. False: another person owns its recording.
 */
export async function claimRecording(db: Db, bookingId: string, userId: string, videoId: string): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({
      recording_owner_id: userId,
      recorded: 1,
      primary_video_id: eb.fn.coalesce("primary_video_id", eb.val(videoId)),
    }))
    .where("id", "=", bookingId)
    .where((eb) => eb.or([eb("recording_owner_id", "is", null), eb("recording_owner_id", "=", userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A deleted video stops being any booking's recording. */
export async function forgetPrimaryVideo(db: Db, videoId: string): Promise<void> {
  await db.updateTable("bookings").set({ primary_video_id: null }).where("primary_video_id", "=", videoId).execute();
}

/** Whether a group charges for its cards' sessions (`pricing_enabled`); false for a group that is gone. */
export async function groupChargesForSessions(db: Db, groupId: string): Promise<boolean> {
  const row = await db.selectFrom("groups").select("pricing_enabled").where("id", "=", groupId).executeTakeFirst();
  return row?.pricing_enabled === 1;
}
