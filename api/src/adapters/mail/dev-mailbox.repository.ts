import type { Db } from "../../db/database.ts";
import type { MailMessage } from "./mailer.ts";

/** Keeps a message in the dev mailbox (read at /dev/mailbox); addresses are stored lower-case, extra headers as JSON. */
export async function insertDevMail(db: Db, message: MailMessage, createdAt: Date): Promise<void> {
  const headers = { ...message.headers, ...(message.messageId ? { "Message-ID": message.messageId } : {}) };
  await db
    .insertInto("dev_mailbox")
    .values({
      id: crypto.randomUUID(),
      to_address: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: JSON.stringify(message.attachments ?? []),
      headers: JSON.stringify(headers),
      created_at: createdAt.toISOString(),
    })
    .execute();
}
