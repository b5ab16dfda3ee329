import type { Kysely } from "kysely";

/**
 * Messages sent from the get-in-touch and book-a-demo pages, and the addresses that asked for no
 * more non-essential mail (news, tips, product updates). The sender's address is kept as a keyed
 * hash only, for spotting abuse without holding raw IPs. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("organisation", "text")
    .addColumn("organisation_size", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_by_created").on("contact_messages").column("created_at").execute();
  await db.schema
    .createTable("mail_opt_outs")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_opt_outs").execute();
  await db.schema.dropTable("contact_messages").execute();
}
