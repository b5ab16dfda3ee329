import { type ExpressionBuilder, sql } from "kysely";
import type { ActivityFilter, MemberFilters } from "@kora/shared/contracts/groups.ts";
import { bucketRange, windowStart } from "@kora/shared/domain/groups/activity.ts";
import type { Db } from "../../../db/database.ts";
import type { Database } from "../../../db/schema.ts";
import type { Page } from "../../../http/pagination.ts";

/**
 * The console's members queries (core §7 members call, §9 windows and buckets). Each activity is a
 * correlated count over its own table, so "none" holds members with no rows at all; the filters
 * compare those counts with the bucket's range in SQL, never in code.
 */

type Eb = ExpressionBuilder<Database & { gm: Database["group_members"]; u: Database["users"] }, "gm" | "u">;

/** Log-ins (`user_activity` event 'login') of the member since `since`. */
function loginCount(eb: Eb, since: string, _groupId: string) {
  return eb
    .selectFrom("user_activity as ua")
    .select((s) => s.fn.countAll<number>().as("n"))
    .whereRef("ua.user_id", "=", "gm.user_id")
    .where("ua.event", "=", "login")
    .where("ua.created_at", ">=", since);
}

/** InMails of THIS group the member opened since `since`. */
function inmailCount(eb: Eb, since: string, _groupId: string) {
  return eb
    .selectFrom("group_email_recipients as r")
    .select((s) => s.fn.countAll<number>().as("n"))
    .whereRef("r.group_id", "=", "gm.group_id")
    .whereRef("r.recipient_id", "=", "gm.user_id")
    .where("r.opened_at", ">=", since);
}

/**
 * Bookings made since `since` with the member as learner or advisor, on the group's cards or
 * facilitated by one of its admins. The group's cards and admins are lists built once per query (not
 * per booking), so each member's count is their bookings' index range and a lookup per booking.
 */
function bookingCount(eb: Eb, since: string, groupId: string) {
  return eb
    .selectFrom("bookings as b")
    .select((s) => s.fn.countAll<number>().as("n"))
    .where((w) => w.or([w("b.learner_id", "=", w.ref("gm.user_id")), w("b.advisor_id", "=", w.ref("gm.user_id"))]))
    .where("b.created_at", ">=", since)
    .where((w) =>
      w.or([
        w("b.card_id", "in", w.selectFrom("cards as c").select("c.id").where("c.group_id", "=", groupId)),
        w(
          "b.facilitated_by",
          "in",
          w.selectFrom("group_members as fa").select("fa.user_id").where("fa.group_id", "=", groupId).where("fa.is_admin", "=", 1),
        ),
      ]),
    );
}

const COUNTERS = { loginActivity: loginCount, inmailActivity: inmailCount, bookingActivity: bookingCount } as const;

/** `%` and `_` typed by a person match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The group's members joined to their users, narrowed by the filters. */
function filteredMembers(db: Db, groupId: string, filters: MemberFilters, now: Date) {
  let query = db.selectFrom("group_members as gm").innerJoin("users as u", "u.id", "gm.user_id").where("gm.group_id", "=", groupId);
  const name = filters.searchName?.trim();
  if (name) {
    const pattern = likePattern(name.toLowerCase());
    query = query.where(sql<boolean>`lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\'`);
  }
  if (filters.groupRole) query = query.where("gm.role", "=", filters.groupRole);
  if (filters.groupRoleWhenJoined) query = query.where("gm.role_when_joined", "=", filters.groupRoleWhenJoined);
  for (const key of Object.keys(COUNTERS) as (keyof typeof COUNTERS)[]) {
    const filter: ActivityFilter | undefined = filters[key];
    if (!filter) continue;
    const { min, max } = bucketRange(filter.count);
    const since = windowStart(now, filter.window);
    query = query.where((eb) => {
      const count = COUNTERS[key](eb as unknown as Eb, since, groupId);
      return max === null ? eb(count, ">=", min) : eb.between(count, min, max);
    });
  }
  return query;
}

/** Every member of the group matching the filters (no paging): the InMail audience. */
export async function memberIdsMatching(db: Db, groupId: string, filters: MemberFilters, now: Date): Promise<string[]> {
  const rows = await filteredMembers(db, groupId, filters, now)
    .select("gm.user_id")
    .orderBy("gm.created_at")
    .orderBy("gm.user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: string;
  roleWhenJoined: string;
  isAdmin: boolean;
  joinedAt: string;
  approvedAt: string | null;
  application: string | null;
  lastLoginAt: string | null;
  /** When they last opened the group's pages (group-settings.service.ts groupPage). */
  lastVisitedAt: string | null;
  logins28d: number;
  inmailsOpened28d: number;
  bookings28d: number;
  /** Statuses of the member's cards in this group (for the role label). */
  cardStatuses: string[];
}

function memberColumns(now: Date, groupId: string) {
  const since = windowStart(now, "28d");
  return (eb: Eb) => [
    "gm.user_id as userId",
    "u.first_name as firstName",
    "u.last_name as lastName",
    "u.avatar_url as avatarUrl",
    "gm.role as role",
    "gm.role_when_joined as roleWhenJoined",
    "gm.is_admin as isAdmin",
    "gm.created_at as joinedAt",
    "gm.approved_at as approvedAt",
    "gm.application as application",
    "gm.last_visited_at as lastVisitedAt",
    eb
      .selectFrom("user_activity as la")
      .select((s) => s.fn.max("la.created_at").as("at"))
      .whereRef("la.user_id", "=", "gm.user_id")
      .where("la.event", "=", "login")
      .as("lastLoginAt"),
    loginCount(eb, since, groupId).as("logins28d"),
    inmailCount(eb, since, groupId).as("inmailsOpened28d"),
    bookingCount(eb, since, groupId).as("bookings28d"),
    eb
      .selectFrom("cards as gc")
      .select(sql<string>`group_concat(distinct gc.status)`.as("s"))
      .whereRef("gc.user_id", "=", "gm.user_id")
      .whereRef("gc.group_id", "=", "gm.group_id")
      .as("cardStatuses"),
  ];
}

type RawRow = Record<string, unknown>;

function toMemberRow(row: RawRow): MemberRow {
  return {
    userId: String(row.userId),
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    avatarUrl: (row.avatarUrl as string | null) ?? null,
    role: String(row.role),
    roleWhenJoined: String(row.roleWhenJoined),
    isAdmin: Number(row.isAdmin) === 1,
    joinedAt: String(row.joinedAt),
    approvedAt: (row.approvedAt as string | null) ?? null,
    application: (row.application as string | null) ?? null,
    lastLoginAt: (row.lastLoginAt as string | null) ?? null,
    lastVisitedAt: (row.lastVisitedAt as string | null) ?? null,
    logins28d: Number(row.logins28d ?? 0),
    inmailsOpened28d: Number(row.inmailsOpened28d ?? 0),
    bookings28d: Number(row.bookings28d ?? 0),
    cardStatuses: row.cardStatuses ? String(row.cardStatuses).split(",") : [],
  };
}

/** One page (1-based) of the members matching the filters, newest first, and how many match in all. */
export async function membersPage(
  db: Db,
  groupId: string,
  filters: MemberFilters,
  { page, limit }: Page,
  now: Date,
): Promise<{ total: number; rows: MemberRow[] }> {
  const base = filteredMembers(db, groupId, filters, now);
  const [totalRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select((eb) => memberColumns(now, groupId)(eb as unknown as Eb) as never)
      .orderBy("gm.created_at", "desc")
      .orderBy("gm.user_id")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { total: Number(totalRow.n), rows: (rows as RawRow[]).map(toMemberRow) };
}

/** One member of the group with their counts, or undefined when they are not in it. */
export async function memberRow(db: Db, groupId: string, userId: string, now: Date): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom("group_members as gm")
    .innerJoin("users as u", "u.id", "gm.user_id")
    .where("gm.group_id", "=", groupId)
    .where("gm.user_id", "=", userId)
    .select((eb) => memberColumns(now, groupId)(eb as unknown as Eb) as never)
    .executeTakeFirst();
  return row ? toMemberRow(row as RawRow) : undefined;
}
