import { z } from "zod";

/** A message caught by the embedded dev mailbox (`GET /api/dev/mailbox`). */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Files sent with it, e.g. a booking's invite.ics (its text as sent). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).default([]),
  /** Extra headers it was sent with (List-Unsubscribe, List-Unsubscribe-Post, Message-ID…). */
  headers: z.record(z.string(), z.string()).default({}),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
