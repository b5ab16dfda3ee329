import { type Kysely, sql } from "kysely";

/**
 * Payments on either provider (public-site §4.1, §9.1): `payments` is our record of every charge, refund,
 * transfer and payout (receipts, reconciliation, webhooks); `payment_customers` and
 * `payout_accounts` map users to the provider's customers and Connect accounts; `webhook_events`
 * deduplicates provider events by id. The built-in ledger's own book (`ledger_entries`) widens to
 * the states Stripe has (requires-action, transfers) and gains `ledger_accounts` for payout banks.
 * Existing ledger history is copied into `payments`. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_customers")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("customer_ref", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payment_customers_pk", ["user_id", "provider"])
    .execute();
  await db.schema
    .alterTable("payment_methods")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index payment_methods_ref on payment_methods (provider, provider_ref)`.execute(db);
  await db.schema.alterTable("bookings").addColumn("payment_due_ms", "integer").execute();
  await db.schema.alterTable("bookings").addColumn("payment_failure", "text").execute();
  // An advisor who cancels a confirmed session within 24 hours of its start: it counts against the card's stars.
  await db.schema
    .alterTable("bookings")
    .addColumn("late_cancellation", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.references("bookings.id"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('charge', 'refund', 'transfer', 'payout')`))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("fees", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'requires-action', 'succeeded', 'failed', 'scheduled', 'on-hold', 'reversed')`),
    )
    .addColumn("reason", "text")
    .addColumn("client_secret", "text")
    .addColumn("payment_method_id", "text")
    .addColumn("source_ref", "text")
    .addColumn("due_at_ms", "integer")
    .addColumn("flagged", "text")
    .addColumn("event_created", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("event_id", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index payments_ref on payments (provider, provider_ref) where provider_ref is not null`.execute(db);
  await sql`create index payments_user on payments (user_id, created_at)`.execute(db);
  await sql`create index payments_booking on payments (booking_id, kind)`.execute(db);
  await sql`create index payments_open on payments (status, due_at_ms) where status in ('pending', 'requires-action', 'scheduled', 'on-hold')`.execute(
    db,
  );

  await db.schema
    .createTable("payout_accounts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("account_ref", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("date_of_birth", "text", (c) => c.notNull())
    .addColumn("terms_accepted_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'enabled', 'restricted')`))
    .addColumn("requirements", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("bank_last4", "text")
    .addColumn("event_created", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("event_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index payout_accounts_ref on payout_accounts (provider, account_ref)`.execute(db);

  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created", "integer", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("ledger_accounts")
    .addColumn("ref", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("users.id"))
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("bank_last4", "text")
    .addColumn("bank_fails", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // The ledger's book, widened: SQLite can't change a CHECK, so the table is rebuilt.
  await sql`alter table ledger_entries rename to ledger_entries_old`.execute(db);
  await sql`drop index ledger_entries_booking`.execute(db);
  await db.schema
    .createTable("ledger_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.references("bookings.id"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('charge', 'refund', 'transfer', 'payout')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("payment_method_id", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('requires-action', 'succeeded', 'failed')`))
    .addColumn("failure", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into ledger_entries
    select id, booking_id, user_id, case kind when 'payout' then 'transfer' else kind end, amount, currency,
           payment_method_id, status, failure, idempotency_key, created_at
    from ledger_entries_old`.execute(db);
  await sql`drop table ledger_entries_old`.execute(db);
  await db.schema.createIndex("ledger_entries_booking").on("ledger_entries").column("booking_id").execute();

  // Receipts for the history so far: every ledger movement becomes a payment record.
  await sql`insert into payments (id, booking_id, user_id, kind, provider, provider_ref, amount, currency, fees, status,
                                  reason, payment_method_id, idempotency_key, created_at, updated_at)
    select 'pay-' || id, booking_id, user_id, kind, 'ledger', id, amount, currency, 0, status, failure, payment_method_id,
           'migrated:' || idempotency_key, created_at, created_at
    from ledger_entries`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["ledger_accounts", "webhook_events", "payout_accounts", "payments", "payment_customers"])
    await db.schema.dropTable(table).execute();
  await sql`drop index payment_methods_ref`.execute(db);
  await db.schema.alterTable("payment_methods").dropColumn("is_default").execute();
  await db.schema.alterTable("bookings").dropColumn("late_cancellation").execute();
  await db.schema.alterTable("bookings").dropColumn("payment_failure").execute();
  await db.schema.alterTable("bookings").dropColumn("payment_due_ms").execute();
}
