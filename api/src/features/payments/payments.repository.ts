import type { Db } from "../../db/database.ts";
import type { PaymentMethodRow } from "./payments.table.ts";

export type { PaymentMethodRow };

/** A person's saved cards that are not deleted, newest first. */
export function savedPaymentMethods(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom("payment_methods")
    .selectAll()
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
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

/** Any card with this provider reference, deleted or not (webhooks save each card once). */
export function findPaymentMethodByRef(db: Db, provider: string, ref: string) {
  return db
    .selectFrom("payment_methods")
    .select(["id", "user_id"])
    .where("provider", "=", provider)
    .where("provider_ref", "=", ref)
    .executeTakeFirst();
}

/** Saves a card; the first live card becomes the default. False when the provider's card is already saved. */
export async function insertPaymentMethod(db: Db, row: PaymentMethodRow): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom("payment_methods")
      .select("id")
      .where("user_id", "=", row.user_id)
      .where("deleted_at", "is", null)
      .where("is_default", "=", 1)
      .executeTakeFirst();
    const result = await trx
      .insertInto("payment_methods")
      .values({ ...row, is_default: live ? 0 : 1 })
      .onConflict((oc) => oc.columns(["provider", "provider_ref"]).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  });
}

/** Makes one of the person's live cards the default; false when it isn't theirs. */
export async function setDefaultPaymentMethod(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await findPaymentMethod(trx, userId, id))) return false;
    await trx.updateTable("payment_methods").set({ is_default: 0 }).where("user_id", "=", userId).where("id", "!=", id).execute();
    await trx.updateTable("payment_methods").set({ is_default: 1 }).where("id", "=", id).execute();
    return true;
  });
}

/** Marks the person's card deleted (the newest other card becomes default); false when they have no such card. */
export async function deletePaymentMethod(db: Db, userId: string, id: string, nowIso: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("payment_methods")
      .set({ deleted_at: nowIso, is_default: 0 })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("deleted_at", "is", null)
      .returning(["provider_ref"])
      .executeTakeFirst();
    if (!row) return null;
    const [next] = await savedPaymentMethods(trx, userId);
    if (
      next &&
      !(await trx.selectFrom("payment_methods").select("id").where("user_id", "=", userId).where("is_default", "=", 1).executeTakeFirst())
    )
      await trx.updateTable("payment_methods").set({ is_default: 1 }).where("id", "=", next.id).execute();
    return row.provider_ref;
  });
}

/** The provider's customer for a user, if made. */
export async function findCustomerRef(db: Db, userId: string, provider: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_customers")
    .select("customer_ref")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return row?.customer_ref ?? null;
}

/** Keeps the first customer stored for a user (two concurrent first saves make one row) and returns it. */
export async function keepCustomerRef(db: Db, userId: string, provider: string, ref: string, nowIso: string): Promise<string> {
  await db
    .insertInto("payment_customers")
    .values({ user_id: userId, provider, customer_ref: ref, created_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "provider"]).doNothing())
    .execute();
  return (await findCustomerRef(db, userId, provider))!;
}

/** The user whose customer this is (webhooks). */
export async function userOfCustomer(db: Db, provider: string, ref: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_customers")
    .select("user_id")
    .where("provider", "=", provider)
    .where("customer_ref", "=", ref)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
