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
 * Applies the provider's view of the account unless a later event was applied already: events are
 * ordered by the provider's second, then the more enabled state, then the event id — a total order,
 * so any arrival order ends the same. `event` null: a read made now, which always applies.
 */
export async function applyPayoutState(
  db: Db,
  userId: string,
  event: { created: number; id: string } | null,
  changes: Updateable<PaymentTables["payout_accounts"]> & { status: PayoutAccountRow["status"] },
): Promise<boolean> {
  let query = db
    .updateTable("payout_accounts")
    .set({ ...changes, ...(event ? { event_created: event.created, event_id: event.id } : {}) })
    .where("user_id", "=", userId);
  if (event) {
    const rank = rankOf(changes.status);
    query = query.where((eb) =>
      eb.or([
        eb("event_created", "<", event.created),
        eb.and([eb("event_created", "=", event.created), eb(STATUS_RANK, "<", rank)]),
        eb.and([eb("event_created", "=", event.created), eb(STATUS_RANK, "=", rank), eb(sql`coalesce(event_id, '')`, "<", event.id)]),
      ]),
    );
  }
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
