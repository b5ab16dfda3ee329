import { type Kysely, sql } from "kysely";

/**
 * Plan subscriptions on both providers (public-site §1 tiers, §4.3). `plan_subscriptions` gains its state (status,
 * provider and its ref, price, trial and period ends, dunning attempts, the last provider event
 * applied); `plan_trials` holds each person's claimed free month (once ever: the primary key);
 * `subscription_invoices` every period billed; `pro_requests` the Pro requests staff answer (one
 * pending per person). Rows from before keep giving their plan (status 'active'). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: "text" | "integer", build?: (c: any) => any) =>
    db.schema
      .alterTable("plan_subscriptions")
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  await add("status", "text", (c) =>
    c.notNull().defaultTo("active").check(sql`status in ('incomplete', 'trialing', 'active', 'past_due', 'canceled')`),
  );
  await add("provider", "text", (c) => c.notNull().defaultTo("staff"));
  await add("provider_ref", "text");
  await add("amount", "integer", (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`));
  await add("currency", "text");
  await add("trial_end", "text");
  await add("current_period_end", "text");
  await add("failed_attempts", "integer", (c) => c.notNull().defaultTo(0));
  await add("next_attempt_at", "text");
  await add("canceled_at", "text");
  await add("cancel_reason", "text");
  await add("event_created", "integer", (c) => c.notNull().defaultTo(0));
  await sql`create unique index plan_subscriptions_ref on plan_subscriptions (provider, provider_ref) where provider_ref is not null`.execute(
    db,
  );

  await db.schema
    .createTable("plan_trials")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("plan_trials_pk", ["user_id", "plan"])
    .execute();

  await db.schema
    .createTable("subscription_invoices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull().references("plan_subscriptions.id").onDelete("cascade"))
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('paid', 'failed')`))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One row per period and attempt: a retried job or a repeated webhook records it once.
  await sql`create unique index subscription_invoices_attempt on subscription_invoices (subscription_id, period_end, attempt)`.execute(db);

  await db.schema
    .createTable("pro_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'approved', 'declined')`))
    .addColumn("decided_by", "text", (c) => c.references("users.id"))
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index pro_requests_pending on pro_requests (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["pro_requests", "subscription_invoices", "plan_trials"]) await db.schema.dropTable(table).execute();
  await sql`drop index plan_subscriptions_ref`.execute(db);
  for (const column of [
    "status",
    "provider",
    "provider_ref",
    "amount",
    "currency",
    "trial_end",
    "current_period_end",
    "failed_attempts",
    "next_attempt_at",
    "canceled_at",
    "cancel_reason",
    "event_created",
  ])
    await db.schema.alterTable("plan_subscriptions").dropColumn(column).execute();
}
