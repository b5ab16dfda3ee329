import type { Insertable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CreditTables, VoucherRow } from "./credits.table.ts";

export async function insertVouchers(db: Db, rows: Insertable<CreditTables["vouchers"]>[]): Promise<void> {
  await db.insertInto("vouchers").values(rows).execute();
}

export function findVoucherByHash(db: Db, codeHash: string): Promise<VoucherRow | undefined> {
  return db.selectFrom("vouchers").selectAll().where("code_hash", "=", codeHash).executeTakeFirst();
}

/** Claims an unclaimed, unexpired voucher for `userId`: exactly one of any number of racing claims wins. */
export async function claimVoucher(db: Db, id: string, userId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("vouchers")
    .set({ claimed_by: userId, claimed_at: nowIso })
    .where("id", "=", id)
    .where("claimed_by", "is", null)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findVoucher(db: Db, id: string): Promise<VoucherRow | undefined> {
  return db.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds one voucher unless its code is already issued (a gift card fulfilled by a racing call); false then. */
export async function insertVoucherOnce(db: Db, row: Insertable<CreditTables["vouchers"]>): Promise<boolean> {
  const result = await db
    .insertInto("vouchers")
    .values(row)
    .onConflict((oc) => oc.column("code_hash").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
