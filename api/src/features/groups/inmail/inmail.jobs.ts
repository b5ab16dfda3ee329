import { z } from "zod";
import { MailRejectedError } from "../../../adapters/mail/mailer.ts";
import { defineJob } from "../../../jobs/job.ts";
import type { Services } from "../../../services.ts";
import { inmailMessage } from "./inmail-mail.ts";
import { mailForToken, markBounced, markSent } from "./inmail.repository.ts";

/**
 * Sends one recipient's InMail, rendered when it goes (so a retry after a crash renders it again).
 * Skipped when it went already, or the member unsubscribed or left the group meanwhile. A server that
 * refuses the address for good (MailRejectedError, a 5xx to RCPT TO) marks the recipient Bounced and
 * ends the job; any other failure is retried by the queue.
 */
export const inmailSendJob = defineJob(
  "inmail.send",
  z.object({ token: z.string().min(1) }),
  async ({ token }, services: Pick<Services, "config" | "db" | "mailer" | "now" | "secret">) => {
    const mail = await mailForToken(services.db, token);
    if (!mail || mail.sent_at || mail.status !== "Sent" || !mail.member_id || mail.inmail_unsubscribed_at || !mail.to_email) return;
    const message = await inmailMessage(
      { publicUrl: services.config.publicUrl, secret: services.secret },
      {
        token,
        to: mail.to_email,
        toFirstName: mail.to_first_name,
        subject: mail.subject,
        body: mail.body,
        groupName: mail.group_name,
        groupLogoUrl: mail.group_logo_url,
        senderName: `${mail.sender_first_name} ${mail.sender_last_name}`.trim(),
        locale: mail.to_locale,
      },
    );
    try {
      await services.mailer.send(message);
    } catch (error) {
      if (!(error instanceof MailRejectedError)) throw error;
      await markBounced(services.db, token, error.reason, services.now().toISOString());
      return;
    }
    await markSent(services.db, token, services.now().toISOString());
  },
);

export const INMAIL_JOBS = [inmailSendJob] as const;
