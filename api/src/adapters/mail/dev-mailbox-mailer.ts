import type { Db } from "../../db/database.ts";
import { insertDevMail } from "./dev-mailbox.repository.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** Embedded default: mail is stored in the database and read at /dev/mailbox. Nothing leaves the machine. */
export function createDevMailboxMailer(db: Db, now: () => Date): Mailer {
  return {
    kind: "dev-mailbox",
    send: (message: MailMessage) => insertDevMail(db, message, now()),
  };
}
