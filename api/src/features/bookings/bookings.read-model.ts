import { sql } from "kysely";
import type { z } from "zod";
import type { bookingListQuerySchema } from "@kora/shared/contracts/bookings.ts";
import { ARCHIVED_STATUSES } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";
import type { BookingRow } from "./bookings.table.ts";

export type ListQuery = z.output<typeof bookingListQuerySchema>;

/** One page of a person's bookings with the filters and orders of core §7; only bookings they are on, whatever the filters say. */
export async function bookingsPage(db: Db, userId: string, query: ListQuery, page: Page): Promise<{ rows: BookingRow[]; total: number }> {
  let q = db.selectFrom("bookings as b").where((eb) => {
    const mine = {
      advisor: eb("b.advisor_id", "=", userId),
      learner: eb("b.learner_id", "=", userId),
      facilitator: eb("b.facilitated_by", "=", userId),
    };
    return query.role ? mine[query.role] : eb.or([mine.advisor, mine.learner, mine.facilitator]);
  });
  if (query.status?.length) q = q.where("b.status", "in", query.status);
  if (query.archived !== undefined) q = q.where("b.status", query.archived ? "in" : "not in", [...ARCHIVED_STATUSES]);
  if (query.instant_booking !== undefined) q = q.where("b.instant_booking", "=", query.instant_booking ? 1 : 0);
  if (query.recorded !== undefined) q = q.where("b.recorded", "=", query.recorded ? 1 : 0);
  if (query.advisor_id) q = q.where("b.advisor_id", "=", query.advisor_id);
  if (query.learner_id) q = q.where("b.learner_id", "=", query.learner_id);
  if (query.facilitated_by) q = q.where("b.facilitated_by", "=", query.facilitated_by);
  if (query.query) {
    const like = `%${query.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("users as u")
          .innerJoin("cards as c", "c.id", "b.card_id")
          .select("u.id")
          .where((w) => w.or([w("u.id", "=", w.ref("b.advisor_id")), w("u.id", "=", w.ref("b.learner_id"))]))
          .where(sql<boolean>`(u.first_name || ' ' || u.last_name like ${like} escape '\\' or c.title like ${like} escape '\\')`),
      ),
    );
  }
  const ordered = (() => {
    switch (query.orderBy) {
      case "request_expires_at_utc":
        return q.orderBy("b.request_expires_at_ms", "asc").orderBy("b.created_at", "desc");
      case "booking_time_utc":
        return q.orderBy("b.start_ms", "asc").orderBy("b.created_at", "desc");
      case "-booking_time_utc":
        return q.orderBy("b.start_ms", "desc").orderBy("b.created_at", "desc");
      default:
        return q.orderBy("b.created_at", "desc");
    }
  })();
  const [rows, count] = await Promise.all([
    ordered
      .selectAll("b")
      .orderBy("b.id")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What booking views show beside the rows: both parties, each card with its advisor's slug, and which ones `viewerId` reviewed. */
export async function bookingViewRelations(db: Db, viewerId: string, bookingIds: string[], userIds: string[], cardIds: string[]) {
  const [users, cards, reviews] = await Promise.all([
    db.selectFrom("users").selectAll().where("id", "in", userIds).execute(),
    db
      .selectFrom("cards")
      .innerJoin("users", "users.id", "cards.user_id")
      .select(["cards.id", "cards.slug", "cards.title", "cards.type", "cards.durations", "users.slug as user_slug"])
      .where("cards.id", "in", cardIds)
      .execute(),
    db.selectFrom("reviews").select("booking_id").where("booking_id", "in", bookingIds).where("created_by", "=", viewerId).execute(),
  ]);
  return { users, cards, reviewed: new Set(reviews.map((r) => r.booking_id)) };
}

/** The bookings' recordings (their primary videos) as booking views show them. */
export function primaryVideosOf(db: Db, videoIds: string[]) {
  if (videoIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("videos").select(["id", "slug", "status", "title"]).where("id", "in", videoIds).execute();
}

/** People the user has had bookings with, on either side, most recent first (at most 200), with when they last booked. */
export async function contactsOf(db: Db, userId: string) {
  const rows = await sql<{ id: string; last_at: string }>`
    select other as id, max(created_at) as last_at from (
      select learner_id as other, created_at from bookings where advisor_id = ${userId}
      union all select advisor_id as other, created_at from bookings where learner_id = ${userId}
    ) group by other order by last_at desc limit 200`.execute(db);
  if (rows.rows.length === 0) return [];
  const users = await db
    .selectFrom("users")
    .selectAll()
    .where(
      "id",
      "in",
      rows.rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.rows.flatMap((r) => {
    const user = byId.get(r.id);
    return user ? [{ user, lastAt: r.last_at }] : [];
  });
}

/** The groups of the group cards someone booked as a learner: the service decides which of them still show. */
export async function bookedGroupIds(db: Db, learnerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .select("c.group_id")
    .distinct()
    .where("b.learner_id", "=", learnerId)
    .where("c.type", "=", "group")
    .where("c.group_id", "is not", null)
    .execute();
  return rows.map((row) => row.group_id!);
}

/** Live (published or unlisted) cards the person booked as a learner, most recently booked first: one page of ids. */
export async function bookedCardIds(
  db: Db,
  learnerId: string,
  shownGroupIds: readonly string[],
  page: Page,
): Promise<{ ids: string[]; total: number }> {
  const base = db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .where("b.learner_id", "=", learnerId)
    .where("c.deleted_at", "is", null)
    .where("c.status", "in", ["published", "unlisted"])
    .where((eb) => eb.or([eb("c.type", "!=", "group"), ...(shownGroupIds.length ? [eb("c.group_id", "in", shownGroupIds)] : [])]));
  const [rows, count] = await Promise.all([
    base
      .select(["b.card_id"])
      .select((eb) => eb.fn.max("b.created_at").as("last"))
      .groupBy("b.card_id")
      .orderBy("last", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.count<number>("b.card_id").distinct().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.card_id), total: Number(count.n) };
}

/** The money movements of some bookings (payment block of the booking view), oldest first. */
export function paymentsOfBookings(db: Db, bookingIds: string[]) {
  return db
    .selectFrom("payments")
    .select(["booking_id", "kind", "status", "amount", "reason", "client_secret", "due_at_ms", "created_at"])
    .where("booking_id", "in", bookingIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
