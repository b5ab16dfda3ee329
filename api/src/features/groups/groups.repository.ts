import type { Db } from "../../db/database.ts";

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
