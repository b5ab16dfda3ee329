import { type Kysely, sql } from "kysely";

const STATUSES = `'pending-approval','suggested-times','confirmed','completed','cancelled-provisional','cancelled-confirmed','provisional-request-expired','expired-learner-no-show','expired-advisor-no-show','expired-both-no-show'`;

/**
 * One confirmed booking per person at a time, whatever their side: the database refuses an
 * overlapping confirmed booking even if application code were wrong (ARCHITECTURE "Concurrency").
 */
const overlapGuard = (name: string, event: string) =>
  sql.raw(`
create trigger ${name} before ${event} on bookings
when new.status = 'confirmed'
begin
  select raise(abort, 'booking_overlap') where exists (
    select 1 from bookings b
    where b.status = 'confirmed' and b.id <> new.id
      and b.start_ms < new.end_ms and new.start_ms < b.end_ms
      and (b.advisor_id in (new.advisor_id, new.learner_id) or b.learner_id in (new.advisor_id, new.learner_id))
  );
end`);

/** Availability, bookings, attendance, the job queue and the built-in payment ledger. Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("working_hours", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("use_calendar_booking_buffer", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("buffer_minutes", "integer", (c) => c.notNull().defaultTo(15))
    .execute();
  await db.schema.alterTable("users").addColumn("consultation_cap_hours", "integer").execute();
  await db.schema
    .alterTable("users")
    .addColumn("min_notice_hours", "integer", (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("instant_booking", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("pro_bono_minutes", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("cards").addColumn("working_hours", "text").execute();
  await db.schema
    .alterTable("dev_mailbox")
    .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("unavailable_times")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("card_id", "text", (c) => c.references("cards.id").onDelete("cascade"))
    .addColumn("start_ms", "integer", (c) => c.notNull())
    .addColumn("end_ms", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("unavailable_times_order", sql`end_ms > start_ms`)
    .execute();
  await db.schema.createIndex("unavailable_times_user").on("unavailable_times").columns(["user_id", "end_ms"]).execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("card_id", "text", (c) => c.notNull().references("cards.id"))
    .addColumn("advisor_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("learner_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
    .addColumn("facilitated_by", "text", (c) => c.references("users.id"))
    .addColumn("status", "text", (c) => c.notNull().check(sql.raw(`status in (${STATUSES})`)))
    .addColumn("awaiting_from", "text", (c) => c.check(sql`awaiting_from in ('advisor', 'learner')`))
    .addColumn("rescheduled_by", "text")
    .addColumn("start_ms", "integer")
    .addColumn("end_ms", "integer")
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("request_expires_at_ms", "integer")
    .addColumn("instant_booking", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("discussion_topic", "text", (c) => c.notNull())
    .addColumn("last_message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cancel_message", "text")
    .addColumn("cancel_reason", "text")
    .addColumn("cancelled_by", "text")
    .addColumn("confirmed_by", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("use_pro_bono", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_method_id", "text")
    .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("charged_minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refunded_minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("recorded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("idempotency_key", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("bookings_parties", sql`advisor_id <> learner_id`)
    .addCheckConstraint("bookings_confirmed_time", sql`status <> 'confirmed' or (start_ms is not null and end_ms > start_ms)`)
    .execute();
  await sql`create unique index bookings_idempotency on bookings (created_by, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await sql`create index bookings_advisor_confirmed on bookings (advisor_id, start_ms) where status = 'confirmed'`.execute(db);
  await sql`create index bookings_learner_confirmed on bookings (learner_id, start_ms) where status = 'confirmed'`.execute(db);
  await db.schema.createIndex("bookings_advisor").on("bookings").columns(["advisor_id", "status", "start_ms"]).execute();
  await db.schema.createIndex("bookings_learner").on("bookings").columns(["learner_id", "status", "start_ms"]).execute();
  await db.schema.createIndex("bookings_facilitator").on("bookings").columns(["facilitated_by", "status"]).execute();
  await overlapGuard("bookings_no_overlap_insert", "insert").execute(db);
  await overlapGuard("bookings_no_overlap_update", "update of status, start_ms, end_ms").execute(db);

  await db.schema
    .createTable("booking_times")
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("start_ms", "integer", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("suggested_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("booking_times_pk", ["booking_id", "round", "start_ms"])
    .execute();

  await db.schema
    .createTable("booking_attendance")
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("joined_at_ms", "integer", (c) => c.notNull())
    .addColumn("last_seen_ms", "integer", (c) => c.notNull())
    .addColumn("seconds", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("booking_attendance_pk", ["booking_id", "user_id"])
    .execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("run_at_ms", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until_ms", "integer")
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("last_error", "text")
    .addColumn("created_at_ms", "integer", (c) => c.notNull())
    .addColumn("finished_at_ms", "integer")
    .execute();
  await sql`create index jobs_due on jobs (run_at_ms) where status = 'queued'`.execute(db);
  await sql`create index jobs_leased on jobs (lease_until_ms) where status = 'running'`.execute(db);

  await db.schema
    .createTable("payment_methods")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("exp_month", "integer", (c) => c.notNull())
    .addColumn("exp_year", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("payment_methods_user").on("payment_methods").column("user_id").execute();

  await db.schema
    .createTable("ledger_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.references("bookings.id"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('charge', 'refund', 'payout')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("payment_method_id", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('succeeded', 'failed')`))
    .addColumn("failure", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ledger_entries_booking").on("ledger_entries").column("booking_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["ledger_entries", "payment_methods", "jobs", "booking_attendance", "booking_times", "bookings", "unavailable_times"])
    await db.schema.dropTable(table).execute();
  for (const column of [
    "working_hours",
    "use_calendar_booking_buffer",
    "buffer_minutes",
    "consultation_cap_hours",
    "min_notice_hours",
    "instant_booking",
    "pro_bono_minutes",
  ])
    await db.schema.alterTable("users").dropColumn(column).execute();
  await db.schema.alterTable("cards").dropColumn("working_hours").execute();
  await db.schema.alterTable("dev_mailbox").dropColumn("attachments").execute();
}
