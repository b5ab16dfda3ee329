import { escapeHtml } from "../../lib/html.ts";
import { type MailContent, mailText } from "./mail-content.ts";
import type { MailMessage } from "./mailer.ts";
import type { MailOutbox } from "./mail-outbox.ts";
import { mailHtml, paragraphsHtml } from "./mail-template.ts";

/** Mail bodies escape text with the same function as pages. */
export { escapeHtml };
export type { MailContent, MailFact, MailLink } from "./mail-content.ts";

/** The one look of every mail (React Email, mail-template.ts): title, paragraphs (already HTML), footer. */
export function layout(title: string, paragraphs: string[]): string {
  return paragraphsHtml(title, paragraphs);
}

/** Both parts of a mail from one content: the HTML and the plain text say the same. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: mailHtml(content), text: mailText(content) };
}

/** A short mail to a person: "Hi Ava," then a few lines and one link as a button, as text and as HTML alike. */
export function linkMail(
  publicUrl: string,
  to: { email: string; first_name: string },
  subject: string,
  lines: string[],
  link: { label: string; path: string },
): MailMessage {
  const { html, text } = renderMail({
    title: subject,
    greeting: `Hi ${to.first_name},`,
    paragraphs: lines,
    actions: [{ label: link.label, url: `${publicUrl}${link.path}` }],
  });
  return { to: to.email, subject, text, html };
}

/**
 * Queues a `linkMail` to a person through the outbox, or nothing when they have no email address
 * (a placeholder or a removed account): the one way features send such a mail.
 */
export async function queueLinkMail(
  services: { config: { publicUrl: string }; outbox: Pick<MailOutbox, "queueMail"> },
  to: { email: string | null; first_name: string },
  subject: string,
  lines: string[],
  link: { label: string; path: string },
): Promise<void> {
  if (!to.email) return;
  await services.outbox.queueMail(linkMail(services.config.publicUrl, { ...to, email: to.email }, subject, lines, link));
}
