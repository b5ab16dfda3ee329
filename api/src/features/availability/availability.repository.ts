import type { Db } from "../../db/database.ts";
import type { BookingTables } from "../bookings/bookings.table.ts";

export type UnavailableRow = BookingTables["unavailable_times"];

/** Someone's unavailable ranges that have not ended, earliest first. */
export function futureUnavailable(db: Db, userId: string, nowMs: number): Promise<UnavailableRow[]> {
  return db
    .selectFrom("unavailable_times")
    .selectAll()
    .where("user_id", "=", userId)
    .where("end_ms", ">", nowMs)
    .orderBy("start_ms")
    .execute();
}

export async function insertUnavailable(db: Db, row: UnavailableRow): Promise<void> {
  await db.insertInto("unavailable_times").values(row).execute();
}

/** Deletes one of the person's ranges; false when they have no such range. */
export async function deleteUnavailable(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("unavailable_times").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An advisor's unavailable ranges for a card (their own and the card's; only their own for null) overlapping [fromMs, toMs). */
export function unavailableIntervals(db: Db, advisorId: string, cardId: string | null, fromMs: number, toMs: number) {
  return db
    .selectFrom("unavailable_times")
    .select(["start_ms", "end_ms"])
    .where("user_id", "=", advisorId)
    .where((eb) => (cardId === null ? eb("card_id", "is", null) : eb.or([eb("card_id", "is", null), eb("card_id", "=", cardId)])))
    .where("start_ms", "<", toMs)
    .where("end_ms", ">", fromMs)
    .execute();
}

/** Confirmed bookings of a person (either side) that overlap [fromMs, toMs): their busy times. */
export function confirmedIntervals(db: Db, userId: string, fromMs: number, toMs: number) {
  return db
    .selectFrom("bookings")
    .select(["start_ms", "end_ms"])
    .where("status", "=", "confirmed")
    .where((eb) => eb.or([eb("advisor_id", "=", userId), eb("learner_id", "=", userId)]))
    .where("start_ms", "<", toMs)
    .where("end_ms", ">", fromMs)
    .execute() as Promise<{ start_ms: number; end_ms: number }[]>;
}

/**
 * Someone's busy periods from their connected calendars overlapping [fromMs, toMs): the rows the
 * calendar sync last stored, never a call to a calendar server (a hung server must not block slots).
 */
export function calendarBusyIntervals(db: Db, userId: string, fromMs: number, toMs: number) {
  return db
    .selectFrom("calendar_busy_periods")
    .select(["start_ms", "end_ms"])
    .where("user_id", "=", userId)
    .where("start_ms", "<", toMs)
    .where("end_ms", ">", fromMs)
    .execute();
}
