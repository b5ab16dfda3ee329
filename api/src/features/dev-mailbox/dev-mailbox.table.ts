import type { Generated } from "kysely";

export interface DevMailboxTables {
  dev_mailbox: {
    id: string;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    attachments: Generated<string>;
    /** JSON object of the extra headers sent (List-Unsubscribe, Message-ID…); `{}` for none. */
    headers: Generated<string>;
    created_at: string;
  };
  /** Text messages the embedded SMS outbox caught (adapters/sms/dev-outbox-sms.ts). */
  dev_sms: {
    id: string;
    /** E.164. */
    to_number: string;
    body: string;
    created_at: string;
  };
}
