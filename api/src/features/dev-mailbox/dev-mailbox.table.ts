export interface DevMailboxTables {
  dev_mailbox: { id: string; to_address: string; subject: string; text: string; html: string; created_at: string };
}
