import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import { nextTurn } from "../../lib/next-turn.ts";
import type { CalendarConnectionRow, CalendarConnectionsTable, CalendarEventLinkRow } from "./calendar-sync.table.ts";

/**
 * Busy rows are written and deleted this many a statement (each a few milliseconds at most), with a
 * turn of the event loop between statements (lib/next-turn.ts).
 */
const BUSY_BATCH = 50;

export async function insertConnection(db: Db, row: Insertable<CalendarConnectionsTable>): Promise<void> {
  await db.insertInto("calendar_connections").values(row).execute();
}

/** One of the user's connections; another person's id reads as none. */
export function findConnection(db: Db, userId: string, id: string): Promise<CalendarConnectionRow | undefined> {
  return db.selectFrom("calendar_connections").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export function findConnectionById(db: Db, id: string): Promise<CalendarConnectionRow | undefined> {
  return db.selectFrom("calendar_connections").selectAll().where("id", "=", id).executeTakeFirst();
}

export function connectionsOfUser(db: Db, userId: string): Promise<CalendarConnectionRow[]> {
  return db.selectFrom("calendar_connections").selectAll().where("user_id", "=", userId).orderBy("created_at_ms").orderBy("id").execute();
}

/** CalDAV connections of these people (the calendars a session is written into). */
export function caldavConnectionsOf(db: Db, userIds: string[]): Promise<CalendarConnectionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("calendar_connections")
    .selectAll()
    .where("user_id", "in", userIds)
    .where("kind", "=", "caldav")
    .orderBy("created_at_ms")
    .execute();
}

export async function updateConnection(db: Db, id: string, patch: Updateable<CalendarConnectionsTable>): Promise<void> {
  await db.updateTable("calendar_connections").set(patch).where("id", "=", id).execute();
}

/** Removes a connection and its busy times in one transaction; false when it is not the user's. */
export function deleteConnection(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_busy_periods").where("connection_id", "=", id).where("user_id", "=", userId).execute();
    const result = await trx.deleteFrom("calendar_connections").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Busy-period counts per connection of the user. */
export async function busyCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("calendar_busy_periods")
    .select(["connection_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("user_id", "=", userId)
    .groupBy("connection_id")
    .execute();
  return new Map(rows.map((r) => [r.connection_id, Number(r.n)]));
}

/**
 * Replaces a connection's busy times with a sync's result, in one transaction, and records the
 * connection's new health in the same one (a reader never sees the new rows with the old status).
 * Written in slices of BUSY_BATCH rows with a turn of the event loop between them: 20,000 rows in
 * one turn held the server for a second. Other writes wait for the transaction; nothing else does.
 */
export function replaceBusyPeriods(
  db: Db,
  connection: { id: string; userId: string },
  periods: { startMs: number; endMs: number }[],
  health: Updateable<CalendarConnectionsTable>,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("calendar_connections").select("id").where("id", "=", connection.id).executeTakeFirst();
    if (!exists) return; // disconnected while it synced
    for (;;) {
      const old = trx.selectFrom("calendar_busy_periods").select("id").where("connection_id", "=", connection.id).limit(BUSY_BATCH);
      const { numDeletedRows } = await trx.deleteFrom("calendar_busy_periods").where("id", "in", old).executeTakeFirst();
      if (numDeletedRows < BigInt(BUSY_BATCH)) break;
      await nextTurn();
    }
    for (let i = 0; i < periods.length; i += BUSY_BATCH) {
      if (i > 0) await nextTurn();
      await trx
        .insertInto("calendar_busy_periods")
        .values(
          periods.slice(i, i + BUSY_BATCH).map((p) => ({
            id: crypto.randomUUID(),
            user_id: connection.userId,
            connection_id: connection.id,
            start_ms: p.startMs,
            end_ms: p.endMs,
          })),
        )
        .execute();
    }
    await trx.updateTable("calendar_connections").set(health).where("id", "=", connection.id).execute();
  });
}

/** The user's busy periods overlapping [fromMs, toMs), earliest first. */
export function busyPeriodsOfUser(db: Db, userId: string, fromMs: number, toMs: number) {
  return db
    .selectFrom("calendar_busy_periods")
    .select(["connection_id", "start_ms", "end_ms"])
    .where("user_id", "=", userId)
    .where("start_ms", "<", toMs)
    .where("end_ms", ">", fromMs)
    .orderBy("start_ms")
    .execute();
}

/** Connections whose next sync is due, with when it was due, oldest first. */
export async function dueConnections(db: Db, nowMs: number, limit: number): Promise<{ id: string; dueMs: number }[]> {
  const rows = await db
    .selectFrom("calendar_connections")
    .select(["id", "next_attempt_at_ms"])
    .where("next_attempt_at_ms", "<=", nowMs)
    .orderBy("next_attempt_at_ms")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, dueMs: r.next_attempt_at_ms ?? nowMs }));
}

export function findEventLink(db: Db, bookingId: string, userId: string): Promise<CalendarEventLinkRow | undefined> {
  return db
    .selectFrom("calendar_event_links")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function saveEventLink(db: Db, link: CalendarEventLinkRow): Promise<void> {
  await db
    .insertInto("calendar_event_links")
    .values(link)
    .onConflict((oc) =>
      oc.columns(["booking_id", "user_id"]).doUpdateSet({
        connection_id: link.connection_id,
        calendar_url: link.calendar_url,
        uid: link.uid,
        href: link.href,
        etag: link.etag,
      }),
    )
    .execute();
}

export async function deleteEventLink(db: Db, bookingId: string, userId: string): Promise<void> {
  await db.deleteFrom("calendar_event_links").where("booking_id", "=", bookingId).where("user_id", "=", userId).execute();
}
