import { type Kysely, sql } from "kysely";

/** Groups with their members and admins, and plan subscriptions (kora-plus / kora-pro). Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo_url", "text")
    .addColumn("content_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pricing_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("group_members")
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("role_when_joined", "text", (c) => c.notNull())
    .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("approved_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_visited_at", "text")
    .addPrimaryKeyConstraint("group_members_pk", ["group_id", "user_id"])
    .execute();
  await db.schema.createIndex("group_members_user").on("group_members").column("user_id").execute();

  await db.schema
    .createTable("plan_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text")
    .execute();
  // At most one running subscription per plan per user.
  await sql`create unique index plan_subscriptions_active on plan_subscriptions (user_id, slug) where ends_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["plan_subscriptions", "group_members", "groups"]) await db.schema.dropTable(table).execute();
}
