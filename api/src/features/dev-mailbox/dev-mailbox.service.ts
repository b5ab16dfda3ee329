import type { MailboxMessage } from "@kora/shared/contracts/dev-mailbox.ts";
import type { Services } from "../../services.ts";
import { latestDevMail } from "./dev-mailbox.repository.ts";

/** Mail caught by the embedded mailbox, newest first; `to` narrows it to one address, in any case. */
export async function devMailbox(services: Services, to: string | undefined): Promise<MailboxMessage[]> {
  const rows = await latestDevMail(services.db, to?.trim().toLowerCase() || null);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
  }));
}
