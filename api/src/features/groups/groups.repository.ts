import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { GroupTables } from "./groups.table.ts";

export type GroupRow = Selectable<GroupTables["groups"]>;
export type MemberRow = Selectable<GroupTables["group_members"]>;
type NewGroup = Insertable<GroupTables["groups"]>;
type NewMember = Insertable<GroupTables["group_members"]>;
export type LogoColumn = "logo_url" | "secondary_logo_url";

/** A person's membership of a group, or undefined when they are not in it. */
export function findMembership(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom("group_members")
    .select(["is_admin", "role"])
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The ids of the groups a person administers. */
export async function administeredGroupIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("group_members").select("group_id").where("user_id", "=", userId).where("is_admin", "=", 1).execute();
  return rows.map((row) => row.group_id);
}

export function findGroupById(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom("groups").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Just a group's permission settings, for the checks on every card it has (undefined: no such group). */
export function findGroupPermissions(db: Db, id: string) {
  return db.selectFrom("groups").select(["default_permissions", "role_permissions"]).where("id", "=", id).executeTakeFirst();
}

export function findGroupBySlug(db: Db, slug: string): Promise<GroupRow | undefined> {
  return db.selectFrom("groups").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** The whole membership row (answers, approval), or undefined. */
export function findMember(db: Db, groupId: string, userId: string): Promise<MemberRow | undefined> {
  return db.selectFrom("group_members").selectAll().where("group_id", "=", groupId).where("user_id", "=", userId).executeTakeFirst();
}

/**
 * Records that a member opened the group at `nowIso`, unless they did after `since` (one write a
 * minute at most, however often the page is read). A non-member matches no row: nothing is written.
 */
export async function recordVisit(db: Db, groupId: string, userId: string, nowIso: string, since: string): Promise<boolean> {
  const result = await db
    .updateTable("group_members")
    .set({ last_visited_at: nowIso })
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_visited_at", "is", null), eb("last_visited_at", "<=", since)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A new group and its first admin, together or not at all. The slug's unique index decides a race
 * for one address: the loser inserts nothing and gets undefined.
 */
export function insertGroupWithAdmin(db: Db, group: NewGroup, admin: Omit<NewMember, "group_id">): Promise<GroupRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("groups")
      .values(group)
      .onConflict((oc) => oc.column("slug").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row)
      await trx
        .insertInto("group_members")
        .values({ ...admin, group_id: row.id })
        .execute();
    return row;
  });
}

/** Writes a group's settings; "slug-taken" when another group holds the slug (its unique index). */
export async function updateGroup(
  db: Db,
  id: string,
  values: Partial<Omit<NewGroup, "id" | "created_at">>,
): Promise<GroupRow | "slug-taken" | undefined> {
  try {
    return await db.updateTable("groups").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  } catch (error) {
    if (/UNIQUE constraint failed: groups\.slug/.test(String(error))) return "slug-taken";
    throw error;
  }
}

/**
 * Records a new uploaded logo unless a newer upload is already recorded: our URLs end in a
 * time-ordered version, so of two uploads finishing out of order the later-started one stays. A logo
 * that isn't one of ours (none, or a seeded picture) is always replaced. Undefined when a newer one won.
 */
export function recordLogo(db: Db, id: string, column: LogoColumn, url: string, ourPrefix: string, nowIso: string) {
  return db
    .updateTable("groups")
    .set({ [column]: url, updated_at: nowIso })
    .where("id", "=", id)
    .where((eb) => eb.or([eb(column, "is", null), eb(column, "not like", `${ourPrefix}%`), eb(column, "<", url)]))
    .returningAll()
    .executeTakeFirst();
}

export function clearLogo(db: Db, id: string, column: LogoColumn, nowIso: string) {
  return db
    .updateTable("groups")
    .set({ [column]: null, updated_at: nowIso })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Members who count as in the group: everyone but those still waiting for approval. */
export async function countMembers(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom("group_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("group_id", "=", groupId)
    .where("role", "not like", "awaiting-verification%")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The caller's memberships with their groups, by group name. */
export function membershipsOf(db: Db, userId: string) {
  return db
    .selectFrom("group_members as m")
    .innerJoin("groups as g", "g.id", "m.group_id")
    .selectAll("m")
    .select(["g.id", "g.slug", "g.name", "g.logo_url", "g.content_only"])
    .where("m.user_id", "=", userId)
    .orderBy("g.name")
    .orderBy("g.id")
    .execute();
}

/** Adds a membership unless the person is already in the group (its primary key): undefined then. */
export function insertMember(db: Db, row: NewMember): Promise<MemberRow | undefined> {
  return db
    .insertInto("group_members")
    .values(row)
    .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Verifies a member waiting for approval or unverified: a compare-and-set on the role read before, so
 * of two admins approving at once exactly one changes it (the other gets undefined).
 */
export function approveMember(
  db: Db,
  change: { groupId: string; userId: string; fromRole: string; toRole: string; approvedBy: string; nowIso: string },
) {
  return db
    .updateTable("group_members")
    .set({ role: change.toRole, approved_at: change.nowIso, approved_by: change.approvedBy })
    .where("group_id", "=", change.groupId)
    .where("user_id", "=", change.userId)
    .where("role", "=", change.fromRole)
    .where((eb) => eb.or([eb("role", "like", "awaiting-%"), eb("role", "like", "unverified-%")]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * In one statement, so the group never ends without an admin: removes `userId` when the actor is
 * still allowed (it is themself, or they are still an admin) and the person removed is not the last
 * admin. Their recordings shared with the group go with them. Answers how many rows went (0 or 1).
 */
export async function removeMember(db: Db, groupId: string, userId: string, actorId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("group_members")
      .where("group_id", "=", groupId)
      .where("user_id", "=", userId)
      .where((eb) =>
        eb.or([
          eb("user_id", "=", actorId),
          eb.exists(
            eb
              .selectFrom("group_members as actor")
              .select("actor.user_id")
              .where("actor.group_id", "=", groupId)
              .where("actor.user_id", "=", actorId)
              .where("actor.is_admin", "=", 1),
          ),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb("is_admin", "=", 0),
          eb.exists(
            eb
              .selectFrom("group_members as other")
              .select("other.user_id")
              .where("other.group_id", "=", groupId)
              .where("other.user_id", "!=", userId)
              .where("other.is_admin", "=", 1),
          ),
        ]),
      )
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    if (removed > 0) await trx.deleteFrom("group_videos").where("group_id", "=", groupId).where("shared_by", "=", userId).execute();
    return removed;
  });
}

/**
 * One step down for a member, as a compare-and-set on what was read, in one statement: only while the
 * actor is still an admin, and an admin loses the flag only when another admin remains.
 */
export function downgradeMember(
  db: Db,
  change: {
    groupId: string;
    userId: string;
    actorId: string;
    from: { role: string; isAdmin: boolean };
    to: { role: string; isAdmin: boolean };
  },
) {
  const { groupId, userId, actorId, from, to } = change;
  let update = db
    .updateTable("group_members")
    .set({ role: to.role, is_admin: to.isAdmin ? 1 : 0 })
    .where("group_id", "=", groupId)
    .where("user_id", "=", userId)
    .where("role", "=", from.role)
    .where("is_admin", "=", from.isAdmin ? 1 : 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("group_members as actor")
          .select("actor.user_id")
          .where("actor.group_id", "=", groupId)
          .where("actor.user_id", "=", actorId)
          .where("actor.is_admin", "=", 1),
      ),
    );
  if (from.isAdmin && !to.isAdmin)
    update = update.where((eb) =>
      eb.exists(
        eb
          .selectFrom("group_members as other")
          .select("other.user_id")
          .where("other.group_id", "=", groupId)
          .where("other.user_id", "!=", userId)
          .where("other.is_admin", "=", 1),
      ),
    );
  return update.returningAll().executeTakeFirst();
}

/** The admins of a group with what a mail to them needs. */
export function groupAdmins(db: Db, groupId: string) {
  return db
    .selectFrom("group_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.email", "u.first_name", "u.locale"])
    .where("m.group_id", "=", groupId)
    .where("m.is_admin", "=", 1)
    .execute();
}

/** Every group's address, guest permissions and last change: what the sitemap needs. */
export function groupSitemapRows(db: Db) {
  return db.selectFrom("groups").select(["slug", "default_permissions", "role_permissions", "created_at", "updated_at"]).execute();
}
