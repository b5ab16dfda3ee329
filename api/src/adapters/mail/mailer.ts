/** A message ready to send. `text` is the plain version every client can show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender (a contact message's author, say). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message, e.g. the invite.ics of a confirmed booking. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The mail port: the dev mailbox in embedded mode, SMTP in production. */
export interface Mailer {
  readonly kind: "dev-mailbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
