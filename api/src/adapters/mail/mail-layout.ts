import type { Locale } from "@kora/shared/i18n/locales.ts";
import type { Translator } from "@kora/shared/i18n/translate.ts";
import { escapeHtml } from "../../lib/html.ts";
import { type MailContent, mailGreeting, mailText } from "./mail-content.ts";
import type { MailMessage } from "./mailer.ts";
import type { MailOutbox } from "./mail-outbox.ts";
import { mailHtml, paragraphsHtml } from "./mail-template.ts";

/** Mail bodies escape text with the same function as pages. */
export { escapeHtml };
export type { MailContent, MailFact, MailLink } from "./mail-content.ts";

/** The one look of every mail (React Email, mail-template.ts): title, paragraphs (already HTML), footer in the recipient's language. */
export function layout(title: string, paragraphs: string[], locale?: Locale): string {
  return paragraphsHtml(title, paragraphs, locale);
}

/** A piece of HTML inside a translated sentence (what a tag of the message became). */
class HtmlPiece {
  constructor(readonly html: string) {}
}
const piecesHtml = (pieces: unknown): string =>
  (Array.isArray(pieces) ? pieces : [pieces])
    .map((piece) => (piece instanceof HtmlPiece ? piece.html : escapeHtml(String(piece))))
    .join("");

/**
 * A catalogue message as HTML for `layout()`: its words and arguments escaped, each of its tags
 * (`<link>help centre</link>`) made into markup by `tags`, which gets the tag's contents already escaped.
 * A tag is named apart from the arguments (`<b>{code}</b>`): values and tags share one namespace.
 */
export function htmlMessage<K extends string>(
  t: Translator<K>,
  key: K,
  values: Record<string, string | number> = {},
  tags: Record<string, (inner: string) => string> = {},
): string {
  const wrappers = Object.fromEntries(
    Object.entries(tags).map(([name, wrap]) => [name, (chunks: unknown[]) => new HtmlPiece(wrap(piecesHtml(chunks)))]),
  );
  return piecesHtml(t.rich<HtmlPiece>(key, { ...values, ...wrappers }));
}

/** Both parts of a mail from one content: the HTML and the plain text say the same. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: mailHtml(content), text: mailText(content) };
}

/**
 * A short mail to a person: "Hi Ava," then a few lines and one link as a button, as text and as HTML
 * alike; the greeting and the frame in the recipient's `locale` (English when not given).
 */
export function linkMail(
  publicUrl: string,
  to: { email: string; first_name: string },
  subject: string,
  lines: string[],
  link: { label: string; path: string },
  locale?: Locale,
): MailMessage {
  const { html, text } = renderMail({
    title: subject,
    greeting: mailGreeting(to.first_name, locale),
    paragraphs: lines,
    actions: [{ label: link.label, url: `${publicUrl}${link.path}` }],
    ...(locale && { locale }),
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
  locale?: Locale,
): Promise<void> {
  if (!to.email) return;
  await services.outbox.queueMail(linkMail(services.config.publicUrl, { ...to, email: to.email }, subject, lines, link, locale));
}
