import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { BookingTables } from "../bookings/bookings.table.ts";

export type PaymentMethodRow = Selectable<BookingTables["payment_methods"]>;

/** A person's saved cards that are not deleted, newest first. */
export function savedPaymentMethods(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom("payment_methods")
    .selectAll()
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/** One of the person's saved cards that is not deleted. */
export function findPaymentMethod(db: Db, userId: string, id: string) {
  return db
    .selectFrom("payment_methods")
    .select(["id", "provider_ref"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function insertPaymentMethod(db: Db, row: PaymentMethodRow): Promise<void> {
  await db.insertInto("payment_methods").values(row).execute();
}

/** Marks the person's card deleted; false when they have no such card (or it is already deleted). */
export async function deletePaymentMethod(db: Db, userId: string, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("payment_methods")
    .set({ deleted_at: nowIso })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
