import { z } from "zod";

/** A file sent with a message, e.g. the invite.ics of a confirmed booking. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

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

/** A stored message as the outbox reads it back (the `mail.send` job's payload). */
export const mailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().min(1).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
}) satisfies z.ZodType<MailMessage>;

/** The mail port: the dev mailbox in embedded mode, SMTP in production. `send` sends now; later is the outbox's job. */
export interface Mailer {
  readonly kind: "dev-mailbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
