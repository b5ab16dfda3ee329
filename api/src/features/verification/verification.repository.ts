import type { Db } from "../../db/database.ts";
import type { UserRow } from "../users/users.table.ts";

/** The account whose verified mobile number this is (at most one: a unique index). */
export function findUserByVerifiedPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("phone", "=", phone).where("phone_verified_at", "is not", null).executeTakeFirst();
}

/** Whether another account has already verified this number. */
export async function phoneVerifiedByOther(db: Db, phone: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("phone", "=", phone)
    .where("phone_verified_at", "is not", null)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A verified number someone else holds: the unique index refused it (a race the check before missed). */
export const isVerifiedPhoneTaken = (error: unknown) =>
  /UNIQUE constraint failed: users\.phone/.test(String(error) + String((error as Error)?.cause ?? ""));

/** The parties of a booking who get the 10-minute SMS reminder: a verified phone and reminders on. */
export function reminderRecipients(
  db: Db,
  userIds: string[],
): Promise<Pick<UserRow, "id" | "first_name" | "phone" | "timezone" | "locale">[]> {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "phone", "timezone", "locale"])
    .where("id", "in", userIds)
    .where("phone", "is not", null)
    .where("phone_verified_at", "is not", null)
    .where("sms_reminders", "=", 1)
    .execute();
}
