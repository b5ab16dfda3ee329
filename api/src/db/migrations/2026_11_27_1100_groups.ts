import { type Kysely, sql } from "kysely";

/**
 * Groups, the admin console and InMail (core §2, §4, §7). Frozen once landed.
 * - `groups` gains its settings: a second logo, the landing content, the apply form's fields, the
 *   permissions guests get (`default_permissions`), each role's permissions (`role_permissions`,
 *   role → names; roles missing there use the built-in table) and the admin resources.
 * - `group_members` gains the apply answers, who approved, and the member's InMail unsubscribe.
 * - `user_activity`: what a signed-in person did and when (`login` on each sign-in); the console's
 *   log-in windows count it, and the activity issue adds page events to it.
 * - `group_emails` / `group_email_recipients`: InMail and its per-recipient tracking.
 * - `group_videos`: recordings a member shared with a group.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const json = (column: string, type: "array" | "object") =>
    sql`json_valid(${sql.ref(column)}) and json_type(${sql.ref(column)}) = ${sql.lit(type)}`;
  await db.schema.alterTable("groups").addColumn("secondary_logo_url", "text").execute();
  await db.schema
    .alterTable("groups")
    .addColumn("landing", "text", (c) => c.notNull().defaultTo("{}").check(json("landing", "object")))
    .execute();
  await db.schema
    .alterTable("groups")
    .addColumn("apply_form", "text", (c) => c.notNull().defaultTo("[]").check(json("apply_form", "array")))
    .execute();
  await db.schema
    .alterTable("groups")
    .addColumn("default_permissions", "text", (c) =>
      c
        .notNull()
        .defaultTo('["view-home-page","view-advisors","see-join-now-modal","view-kora-group-logo"]')
        .check(json("default_permissions", "array")),
    )
    .execute();
  await db.schema
    .alterTable("groups")
    .addColumn("role_permissions", "text", (c) => c.notNull().defaultTo("{}").check(json("role_permissions", "object")))
    .execute();
  await db.schema
    .alterTable("groups")
    .addColumn("resources", "text", (c) => c.notNull().defaultTo("[]").check(json("resources", "array")))
    .execute();
  await db.schema.alterTable("groups").addColumn("updated_at", "text").execute();

  await db.schema
    .alterTable("group_members")
    .addColumn("application", "text", (c) => c.check(json("application", "object")))
    .execute();
  await db.schema.alterTable("group_members").addColumn("approved_by", "text").execute();
  await db.schema.alterTable("group_members").addColumn("inmail_unsubscribed_at", "text").execute();
  // Admin is a flag (core §6), not a role: older seeds gave admins the role "admin".
  await sql`update group_members set role = 'group-advisor-consulting-visible' where role = 'admin'`.execute(db);
  await sql`update group_members set role_when_joined = 'group-advisor-consulting-visible' where role_when_joined = 'admin'`.execute(db);
  await sql`update group_members set role_when_joined = 'awaiting-verification-consulting-visible' where role_when_joined = 'awaiting-verification'`.execute(
    db,
  );
  await db.schema.createIndex("group_members_group_role").on("group_members").columns(["group_id", "role"]).execute();

  await db.schema
    .createTable("user_activity")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text")
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("route", "text")
    .addColumn("extra", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("user_activity_user_event").on("user_activity").columns(["user_id", "event", "created_at"]).execute();
  await db.schema.createIndex("user_activity_created").on("user_activity").column("created_at").execute();

  await db.schema
    .createTable("group_emails")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    /** The members filter it went to (the console's filters), as JSON; `{}` for all members. */
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("{}").check(json("audience", "object")))
    .addColumn("recipient_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("group_emails_group").on("group_emails").columns(["group_id", "created_at"]).execute();

  await db.schema
    .createTable("group_email_recipients")
    .addColumn("email_id", "text", (c) => c.notNull().references("group_emails.id").onDelete("cascade"))
    .addColumn("recipient_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    /** Order in the list: the first recipient's status is the email's (core §4). */
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("Sent").check(sql`status in ('Sent', 'Opened', 'Clicked', 'Unsubscribed', 'Bounced')`),
    )
    /** Unguessable id in the pixel, link and unsubscribe addresses. */
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("sent_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("clicked_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("bounced_at", "text")
    .addColumn("bounce_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("group_email_recipients_pk", ["email_id", "recipient_id"])
    .execute();
  await db.schema
    .createIndex("group_email_recipients_member")
    .on("group_email_recipients")
    .columns(["group_id", "recipient_id", "created_at"])
    .execute();

  await db.schema
    .createTable("group_videos")
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("video_id", "text", (c) => c.notNull().references("videos.id").onDelete("cascade"))
    .addColumn("shared_by", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("shared_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("group_videos_pk", ["group_id", "video_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["group_videos", "group_email_recipients", "group_emails", "user_activity"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("group_members_group_role").execute();
  for (const column of ["inmail_unsubscribed_at", "approved_by", "application"])
    await db.schema.alterTable("group_members").dropColumn(column).execute();
  for (const column of [
    "updated_at",
    "resources",
    "role_permissions",
    "default_permissions",
    "apply_form",
    "landing",
    "secondary_logo_url",
  ])
    await db.schema.alterTable("groups").dropColumn(column).execute();
}
