import type { Selectable } from "kysely";

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  organisation: string | null;
  organisation_size: string | null;
  /** The signed-in sender, if any. */
  user_id: string | null;
  /** HMAC of the sender's IP with the app secret: lets abuse be grouped without keeping the address. */
  ip_hash: string;
  created_at: string;
}

export interface MailOptOutsTable {
  /** Lower-cased address that asked for no news, tips or product updates. */
  email: string;
  created_at: string;
}

/** A type, not an interface, so `db.withTables<ContactTables>()` accepts it; db/schema.ts may extend it too. */
export type ContactTables = {
  contact_messages: ContactMessagesTable;
  mail_opt_outs: MailOptOutsTable;
};

export type ContactMessageRow = Selectable<ContactMessagesTable>;
