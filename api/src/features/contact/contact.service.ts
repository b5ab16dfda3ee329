import type { ContactMessage, ContactMessageSent } from "@kora/shared/contracts/contact.ts";
import { tierOf } from "@kora/shared/domain/meetings/rules.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { hmac } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { activePlanSlugs, userLocale } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { acknowledgementMail, staffMail } from "./contact.mails.ts";
import { insertContactMessage } from "./contact.repository.ts";

/** Per sender address: 5 messages in 10 minutes (the spec's 429 text past that). */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
/** Per recipient of the acknowledgement, so the form can't be used to flood someone's inbox. */
export const CONTACT_EMAIL_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

/** Pro: reply to contact within 24 hours (public-site §1). */
const PRO_REPLY_HOURS = 24;

export interface Sender {
  user: UserRow | null;
  ip: string;
  /** The page's language, for the acknowledgement to someone without an account (English when not given). */
  locale?: Locale;
}

/**
 * Keeps a message from the get-in-touch or book-a-demo page and mails it to the team (Reply-To the
 * sender) and an acknowledgement to the sender; both mails go through the outbox in the same
 * transaction as the row, so a mail server that is down delays them but loses nothing.
 * A filled honeypot gets the very same answer, and nothing is kept or sent.
 */
export async function sendContactMessage(
  services: Pick<Services, "config" | "db" | "limiter" | "now" | "outbox" | "secret">,
  input: ContactMessage,
  sender: Sender,
): Promise<ContactMessageSent> {
  services.limiter.hit(`contact:ip:${sender.ip}`, CONTACT_LIMIT.max, CONTACT_LIMIT.windowMs);
  services.limiter.hit(`contact:email:${input.email}`, CONTACT_EMAIL_LIMIT.max, CONTACT_EMAIL_LIMIT.windowMs);
  const nowIso = services.now().toISOString();
  const pro = sender.user ? tierOf(await activePlanSlugs(services, sender.user.id)) === "pro" : false;
  const answer: ContactMessageSent = {
    name: input.name,
    email: input.email,
    topic: input.topic,
    replyWithinHours: pro ? PRO_REPLY_HOURS : null,
  };
  if (input.isBot) return answer;

  const { config } = services;
  const mails = [
    staffMail(config.staffEmail, input, { userId: sender.user?.id ?? null, pro }),
    acknowledgementMail(input, {
      publicUrl: config.publicUrl,
      staffEmail: config.staffEmail,
      replyWithinHours: answer.replyWithinHours,
      locale: sender.user ? userLocale(sender.user) : sender.locale,
    }),
  ];
  const ipHash = await hmac(services.secret, `contact-ip:${sender.ip}`);
  await services.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      organisation: input.organisation,
      organisation_size: input.organisationSize,
      user_id: sender.user?.id ?? null,
      ip_hash: ipHash,
      created_at: nowIso,
    });
    for (const mail of mails) await services.outbox.queueMail(mail, { db: trx });
  });
  return answer;
}
