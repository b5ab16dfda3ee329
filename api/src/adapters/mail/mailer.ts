import { z } from "zod";
import { AppError } from "../../http/app-error.ts";

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
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on mail people can stop. */
  headers?: Record<string, string>;
  /** The Message-ID to send with (`<id@host>`), so a provider's bounce report can name the message; generated when absent. */
  messageId?: string;
}

/** A stored message as the outbox reads it back (the `mail.send` job's payload). */
export const mailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().min(1).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  messageId: z.string().min(1).optional(),
}) satisfies z.ZodType<MailMessage>;

/**
 * The receiving server refused the recipient for good (a 5xx reply to RCPT TO): sending again will not
 * help. Distinct from a server that is down (retried), so a caller can mark the address as bounced.
 */
export class MailRejectedError extends AppError {
  override readonly name = "MailRejectedError";
  constructor(
    readonly recipient: string,
    /** The server's reply, e.g. "550 5.1.1 No such user". */
    readonly reason: string,
    cause?: unknown,
  ) {
    super("unavailable", "We couldn't deliver the email to that address.", undefined, cause);
  }
}

/** The mail port: the dev mailbox in embedded mode, SMTP in production. `send` sends now; later is the outbox's job. */
export interface Mailer {
  readonly kind: "dev-mailbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
