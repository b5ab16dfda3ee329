import type { Generated } from "kysely";

export interface DevMailboxTables {
  dev_mailbox: {
    id: string;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    attachments: Generated<string>;
    created_at: string;
  };
}
