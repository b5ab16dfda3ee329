import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { Database } from "../../../db/schema.ts";

/**
 * What the console reads besides members: the group's bookings, its monthly figures and the groups
 * an admin runs. A booking is the group's when it is on one of the group's cards or one of the
 * group's admins facilitated it (core §3 facilitated_by). Only who, when, how long and the status
 * are read — never the topic, chat, notes or recordings (public-site §6).
 */

type BookingEb = ExpressionBuilder<Database & { b: Database["bookings"] }, "b">;

/**
 * The group's bookings as lookups rather than a test of every booking: those of the group's cards'
 * advisors (bookings_advisor) on one of those cards, and those its admins facilitated
 * (bookings_facilitator). A booking's advisor is its card's owner, so the first finds every booking
 * of the group's cards; a test per booking scanned the whole table (0.2 s at 40,000 bookings).
 */
function isGroupBooking(eb: BookingEb, groupId: string) {
  const groupCards = eb.selectFrom("cards as gc").where("gc.group_id", "=", groupId);
  return eb.or([
    eb.and([eb("b.advisor_id", "in", groupCards.select("gc.user_id")), eb("b.card_id", "in", groupCards.select("gc.id"))]),
    eb(
      "b.facilitated_by",
      "in",
      eb.selectFrom("group_members as fa").select("fa.user_id").where("fa.group_id", "=", groupId).where("fa.is_admin", "=", 1),
    ),
  ]);
}

export interface GroupBookingRow {
  id: string;
  status: string;
  start_ms: number | null;
  duration: number;
  created_at: string;
  card_id: string;
  card_title: string;
  advisor_id: string;
  advisor_first: string;
  advisor_last: string;
  learner_id: string;
  learner_first: string;
  learner_last: string;
  facilitated_by: string | null;
  facilitator_first: string | null;
  facilitator_last: string | null;
}

/** A page of the group's bookings (with `memberId` as learner or advisor when given), newest first. */
export async function groupBookingsPage(
  db: Db,
  groupId: string,
  memberId: string | null,
  page: { page: number; limit: number },
): Promise<{ total: number; rows: GroupBookingRow[] }> {
  let base = db.selectFrom("bookings as b").where((eb) => isGroupBooking(eb, groupId));
  if (memberId) base = base.where((eb) => eb.or([eb("b.learner_id", "=", memberId), eb("b.advisor_id", "=", memberId)]));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .innerJoin("cards as c", "c.id", "b.card_id")
      .innerJoin("users as a", "a.id", "b.advisor_id")
      .innerJoin("users as l", "l.id", "b.learner_id")
      .leftJoin("users as f", "f.id", "b.facilitated_by")
      .select([
        "b.id",
        "b.status",
        "b.start_ms",
        "b.duration",
        "b.created_at",
        "c.id as card_id",
        "c.title as card_title",
        "a.id as advisor_id",
        "a.first_name as advisor_first",
        "a.last_name as advisor_last",
        "l.id as learner_id",
        "l.first_name as learner_first",
        "l.last_name as learner_last",
        "b.facilitated_by",
        "f.first_name as facilitator_first",
        "f.last_name as facilitator_last",
      ])
      .orderBy("b.created_at", "desc")
      .orderBy("b.id")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/**
 * Per calendar month (UTC, "YYYY-MM") since `fromIso`: hours both parties were in the call (by the
 * session's month), bookings made, and members who joined.
 */
export async function groupMonthlyFigures(db: Db, groupId: string, fromIso: string) {
  const fromMs = Date.parse(fromIso);
  const [video, made, joined, members] = await Promise.all([
    db
      .selectFrom("bookings as b")
      .where((eb) => isGroupBooking(eb, groupId))
      .where("b.start_ms", ">=", fromMs)
      .select([
        sql<string>`strftime('%Y-%m', b.start_ms / 1000, 'unixepoch')`.as("month"),
        sql<number>`sum(b.both_in_video_seconds)`.as("seconds"),
      ])
      .groupBy("month")
      .execute(),
    db
      .selectFrom("bookings as b")
      .where((eb) => isGroupBooking(eb, groupId))
      .where("b.created_at", ">=", fromIso)
      .select([sql<string>`substr(b.created_at, 1, 7)`.as("month"), (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("month")
      .execute(),
    db
      .selectFrom("group_members")
      .where("group_id", "=", groupId)
      .where("created_at", ">=", fromIso)
      .select([sql<string>`substr(created_at, 1, 7)`.as("month"), (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("month")
      .execute(),
    db
      .selectFrom("group_members")
      .where("group_id", "=", groupId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    videoSeconds: new Map(video.map((row) => [row.month, Number(row.seconds ?? 0)])),
    bookings: new Map(made.map((row) => [row.month, Number(row.n)])),
    joined: new Map(joined.map((row) => [row.month, Number(row.n)])),
    members: Number(members.n),
  };
}

/** The groups a person administers, with their member counts and what waits for them. */
export function administeredGroups(db: Db, userId: string) {
  return db
    .selectFrom("group_members as me")
    .innerJoin("groups as g", "g.id", "me.group_id")
    .where("me.user_id", "=", userId)
    .where("me.is_admin", "=", 1)
    .select((eb) => [
      "g.id",
      "g.slug",
      "g.name",
      "g.logo_url",
      "g.content_only",
      "g.pricing_enabled",
      eb
        .selectFrom("group_members as m")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("m.group_id", "=", "g.id")
        .as("member_count"),
      eb
        .selectFrom("group_members as w")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("w.group_id", "=", "g.id")
        .where("w.role", "like", "awaiting-verification-%")
        .as("awaiting_count"),
      eb
        .selectFrom("cards as c")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("c.group_id", "=", "g.id")
        .where("c.type", "=", "group")
        .where("c.status", "=", "awaiting-review")
        .where("c.deleted_at", "is", null)
        .as("review_count"),
    ])
    .orderBy("g.name")
    .execute();
}

/** A group by id with what the console needs to know about it, or undefined. */
export function consoleGroup(db: Db, groupId: string) {
  return db
    .selectFrom("groups")
    .select(["id", "slug", "name", "content_only", "pricing_enabled", "apply_form", "resources"])
    .where("id", "=", groupId)
    .executeTakeFirst();
}
