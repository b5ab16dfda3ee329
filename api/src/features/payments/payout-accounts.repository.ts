import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { PaymentTables, PayoutAccountRow } from "./payments.table.ts";

export function findPayoutAccount(db: Db, userId: string): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom("payout_accounts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export function findPayoutAccountByRef(db: Db, provider: string, ref: string): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom("payout_accounts").selectAll().where("provider", "=", provider).where("account_ref", "=", ref).executeTakeFirst();
}

/** Creates the row, or updates country, date of birth and terms when the person edits them. */
export async function upsertPayoutAccount(db: Db, row: Insertable<PaymentTables["payout_accounts"]>): Promise<void> {
  await db
    .insertInto("payout_accounts")
    .values(row)
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        country: row.country,
        date_of_birth: row.date_of_birth,
        terms_accepted_at: row.terms_accepted_at,
        account_ref: row.account_ref,
        provider: row.provider,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

const STATUS_RANK = sql<number>`case status when 'enabled' then 2 when 'restricted' then 1 else 0 end`;
const rankOf = (status: PayoutAccountRow["status"]) => ({ enabled: 2, restricted: 1, pending: 0 })[status];

/**
 * Applies the provider's view of the account unless a newer event was applied already
 * (`event_created` is the provider's clock; 0 for reads made now, which always apply). Two events
 * of the same second: the more enabled state wins, so arrival order never matters.
 */
export async function applyPayoutState(
  db: Db,
  userId: string,
  eventCreated: number,
  changes: Updateable<PaymentTables["payout_accounts"]> & { status: PayoutAccountRow["status"] },
): Promise<boolean> {
  let query = db
    .updateTable("payout_accounts")
    .set({ ...changes, ...(eventCreated > 0 ? { event_created: eventCreated } : {}) })
    .where("user_id", "=", userId);
  if (eventCreated > 0)
    query = query.where((eb) =>
      eb.or([
        eb("event_created", "<", eventCreated),
        eb.and([eb("event_created", "=", eventCreated), eb(STATUS_RANK, "<=", rankOf(changes.status))]),
      ]),
    );
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Dedupes a provider event: true the first time its id is seen. */
export async function firstSighting(db: Db, event: { id: string; type: string; created: number }, nowIso: string): Promise<boolean> {
  const result = await db
    .insertInto("webhook_events")
    .values({ id: event.id, type: event.type, created: event.created, received_at: nowIso })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Forgets an event whose handling failed, so the provider's retry is handled. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom("webhook_events").where("id", "=", id).execute();
}
