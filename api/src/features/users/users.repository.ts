import { PLAN_GRANTING_STATUSES } from "@kora/shared/domain/plans/subscription.ts";
import type { Db } from "../../db/database.ts";
import type { NewUserRow, UserRow, UserUpdate } from "./users.table.ts";

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The user with this slug, unless they are a placeholder (someone invited or a guest, with no public page). */
export function findPublicUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("slug", "=", slug).where("is_placeholder", "=", 0).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<UserRow> {
  return db.updateTable("users").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** Slugs already taken that start with `base`, to pick the next free one. */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db.selectFrom("users").select("slug").where("slug", "like", `${base}%`).execute();
  return rows.map((row) => row.slug);
}

export function groupsOfUser(db: Db, userId: string) {
  return db
    .selectFrom("group_members")
    .innerJoin("groups", "groups.id", "group_members.group_id")
    .select(["groups.id", "groups.slug", "groups.name", "groups.content_only", "group_members.is_admin"])
    .where("group_members.user_id", "=", userId)
    .orderBy("groups.name")
    .execute();
}

export async function activePlans(db: Db, userId: string, nowIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom("plan_subscriptions")
    .select("slug")
    .where("user_id", "=", userId)
    .where("status", "in", PLAN_GRANTING_STATUSES)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", nowIso)]))
    .execute();
  return rows.map((row) => row.slug);
}
