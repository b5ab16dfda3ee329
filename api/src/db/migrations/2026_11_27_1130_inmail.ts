import { type Kysely, sql } from "kysely";

/**
 * InMail (core §4 InMail statuses). Frozen once landed.
 * - `group_emails.request_key`: the sender's idempotency key (`Idempotency-Key` header); one email
 *   per group, sender and key, so a double submit sends once however the requests race.
 * - A trigger keeps a recipient's status moving forward only (Sent < Opened < Clicked; Unsubscribed
 *   and Bounced are final), whatever statement tries otherwise.
 * - `dev_mailbox.headers`: the extra headers a message carried (List-Unsubscribe, Message-ID), as JSON.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("group_emails").addColumn("request_key", "text").execute();
  await db.schema
    .createIndex("group_emails_request_key")
    .unique()
    .on("group_emails")
    .columns(["group_id", "created_by", "request_key"])
    .where(sql.ref("request_key"), "is not", null)
    .execute();
  await sql`
    create trigger group_email_recipients_forward_only
    before update of status on group_email_recipients
    when new.status <> old.status and (
      old.status in ('Unsubscribed', 'Bounced')
      or new.status = 'Sent'
      or (new.status = 'Opened' and old.status = 'Clicked')
    )
    begin
      select raise(abort, 'InMail status only moves forward');
    end`.execute(db);
  await db.schema.createIndex("group_email_recipients_email").on("group_email_recipients").columns(["email_id", "position"]).execute();
  await db.schema
    .alterTable("dev_mailbox")
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("dev_mailbox").dropColumn("headers").execute();
  await db.schema.dropIndex("group_email_recipients_email").execute();
  await sql`drop trigger group_email_recipients_forward_only`.execute(db);
  await db.schema.dropIndex("group_emails_request_key").execute();
  await db.schema.alterTable("group_emails").dropColumn("request_key").execute();
}
