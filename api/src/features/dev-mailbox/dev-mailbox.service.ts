import { type MailboxMessage, mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import type { DevSms } from "@kora/shared/contracts/verification.ts";
import type { Services } from "../../services.ts";
import { latestDevMail, latestDevSms } from "./dev-mailbox.repository.ts";

const storedAttachments = mailboxMessageSchema.shape.attachments;
const storedHeaders = mailboxMessageSchema.shape.headers;

/** The headers column (JSON); anything unreadable shows as none. */
function headersOf(json: string): MailboxMessage["headers"] {
  try {
    return storedHeaders.parse(JSON.parse(json));
  } catch {
    return {};
  }
}

/** The attachments column as stored by the dev mailer (JSON); anything unreadable shows as none. */
function attachmentsOf(json: string): MailboxMessage["attachments"] {
  try {
    return storedAttachments.parse(JSON.parse(json));
  } catch {
    return [];
  }
}

/** Mail caught by the embedded mailbox, newest first; `to` narrows it to one address, in any case. */
export async function devMailbox(services: Pick<Services, "db">, to: string | undefined): Promise<MailboxMessage[]> {
  const rows = await latestDevMail(services.db, to?.trim().toLowerCase() || null);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: attachmentsOf(row.attachments),
    headers: headersOf(row.headers),
    createdAt: row.created_at,
  }));
}

/**
 * Text messages caught by the embedded SMS outbox, newest first; `to` narrows them to one international
 * number, however it is spaced ("+61 412 345 678"; an unencoded "+" in a query arrives as a space).
 */
export async function devSmsOutbox(services: Pick<Services, "db">, to: string | undefined): Promise<DevSms[]> {
  const digits = to?.replace(/\D/g, "");
  const number = digits ? `+${digits}` : null;
  const rows = await latestDevSms(services.db, number);
  return rows.map((row) => ({ id: row.id, to: row.to_number, body: row.body, createdAt: row.created_at }));
}
