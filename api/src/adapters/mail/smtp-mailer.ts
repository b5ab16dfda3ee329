import nodemailer from "nodemailer";
import { AppError } from "../../http/app-error.ts";
import { MailRejectedError, type Mailer, type MailMessage } from "./mailer.ts";

/** What nodemailer puts on an error or a result about refused recipients. */
interface SmtpOutcome {
  responseCode?: number;
  response?: string;
  command?: string;
  rejected?: unknown[];
  rejectedErrors?: { recipient?: string; response?: string; responseCode?: number }[];
}

const address = (value: unknown) => (typeof value === "string" ? value : ((value as { address?: string })?.address ?? String(value)));

/**
 * A permanent refusal of the recipient (5xx to RCPT TO, or listed as rejected with a 5xx): the DSN the
 * SMTP conversation itself shows. A 4xx (greylisting, a full mailbox) is temporary and retried.
 */
function permanentRejection(outcome: SmtpOutcome, to: string): MailRejectedError | null {
  const refusal = outcome.rejectedErrors?.find((error) => (error.responseCode ?? 0) >= 500) ?? null;
  if (refusal) return new MailRejectedError(refusal.recipient ?? to, refusal.response ?? "Recipient refused", outcome);
  const rcpt = outcome.command === "RCPT TO" && (outcome.responseCode ?? 0) >= 500;
  if (rcpt) return new MailRejectedError(address(outcome.rejected?.[0] ?? to), outcome.response ?? "Recipient refused", outcome);
  return null;
}

/** Production mail: SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@mail.example:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      let info: SmtpOutcome;
      try {
        info = await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: message.headers,
          messageId: message.messageId,
        });
      } catch (error) {
        const rejected = permanentRejection((error ?? {}) as SmtpOutcome, message.to);
        if (rejected) throw rejected;
        throw new AppError("unavailable", "We couldn't send the email just now. Please try again in a minute.", undefined, error);
      }
      if (info.rejected?.length) throw permanentRejection(info, message.to) ?? new MailRejectedError(message.to, "Recipient refused", info);
    },
  };
}
