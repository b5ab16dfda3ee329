import type { Db } from "../../db/database.ts";
import type { MailMessage } from "./mailer.ts";

/** Keeps a message in the dev mailbox (read at /dev/mailbox); addresses are stored lower-case. */
export async function insertDevMail(db: Db, message: MailMessage, createdAt: Date): Promise<void> {
  await db
    .insertInto("dev_mailbox")
    .values({
      id: crypto.randomUUID(),
      to_address: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: JSON.stringify(message.attachments ?? []),
      created_at: createdAt.toISOString(),
    })
    .execute();
}
