import nodemailer from "nodemailer";
import { AppError } from "../../http/app-error.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** Production mail: SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@mail.example:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
      } catch (error) {
        throw new AppError("unavailable", "We couldn't send the email just now. Please try again in a minute.", undefined, error);
      }
    },
  };
}
