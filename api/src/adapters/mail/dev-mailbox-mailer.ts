import type { Db } from "../../db/database.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** Embedded default: mail is stored in the database and read at /dev/mailbox. Nothing leaves the machine. */
export function createDevMailboxMailer(db: Db, now: () => Date): Mailer {
  return {
    kind: "dev-mailbox",
    async send(message: MailMessage) {
      await db
        .insertInto("dev_mailbox")
        .values({
          id: crypto.randomUUID(),
          to_address: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: JSON.stringify(message.attachments ?? []),
          created_at: now().toISOString(),
        })
        .execute();
    },
  };
}
