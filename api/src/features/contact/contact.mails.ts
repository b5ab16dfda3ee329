import type { ContactMessage } from "@kora/shared/contracts/contact.ts";
import { DEMO_TOPIC, INVITE_TOPIC, ORGANISATION_SIZE_LABELS, topicLabel } from "@kora/shared/domain/contact/contact-form.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailContactMessages } from "@kora/shared/i18n/messages/mail-contact.ts";
import { mailGreeting } from "../../adapters/mail/mail-content.ts";
import { escapeHtml, htmlMessage, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../i18n/translator.ts";

/** A mail with a Reply-To; mailers that know the field use it, and the body names the sender either way. */
export type ReplyableMail = MailMessage & { replyTo: string };

const wordsIn = (locale: Locale = "en") => serverTranslator(mailContactMessages, locale);

/** To the team: everything the sender wrote, with Reply-To set to them so a reply goes straight back. In English, which the team reads. */
export function staffMail(to: string, input: ContactMessage, sender: { userId: string | null; pro: boolean }): ReplyableMail {
  const t = wordsIn("en");
  const demo = input.topic === DEMO_TOPIC;
  const topic = topicLabel(input.topic);
  const facts = [
    t.t("team.from", { sender: `${input.name} <${input.email}>` }),
    t.t("team.topic", { topic }),
    ...(input.organisation ? [t.t("team.organisation", { organisation: input.organisation })] : []),
    ...(input.organisationSize ? [t.t("team.size", { size: ORGANISATION_SIZE_LABELS[input.organisationSize] })] : []),
    sender.userId
      ? t.t(sender.pro ? "team.account.signedInPro" : "team.account.signedIn", { userId: sender.userId })
      : t.t("team.account.signedOut"),
  ];
  // The request-invite popup sends a name and an address only.
  const body = input.message || (input.topic === INVITE_TOPIC ? t.t("team.inviteRequest", { name: input.name }) : "");
  const subject = demo
    ? t.t("team.subject.demo", { name: input.organisation ?? input.name })
    : t.t(sender.pro ? "team.subject.proMessage" : "team.subject.message", { topic, name: input.name });
  const reply = t.t("team.reply", { name: input.name });
  return {
    to,
    replyTo: input.email,
    subject,
    text: [...facts, "", body, "", reply].join("\n"),
    html: layout(t.t(demo ? "team.title.demo" : "team.title.message"), [
      facts.map(escapeHtml).join("<br>"),
      escapeHtml(body).replace(/\n/g, "<br>"),
      escapeHtml(reply),
    ]),
  };
}

/** "Thanks for getting in touch about bookings." and who will answer, or the demo's or the invite's thanks. */
function thanks(t: ReturnType<typeof wordsIn>, input: ContactMessage, replyWithinHours: number | null): string {
  if (input.topic === DEMO_TOPIC) return input.organisation ? t.t("ack.demoFor", { organisation: input.organisation }) : t.t("ack.demo");
  if (input.topic === INVITE_TOPIC) return t.t("ack.invite");
  const about = `ack.about.${input.topic}`;
  const touch = t.has(about) ? t.t("ack.thanksAbout", { about: t.t(about) }) : t.t("ack.thanks");
  const who = replyWithinHours ? t.t("ack.reply.pro", { hours: replyWithinHours }) : t.t("ack.reply.team");
  return `${touch} ${who}`;
}

/**
 * To the sender, in their language: we have it and who will answer. It doesn't repeat what they
 * wrote, so the form can't be used to send someone else arbitrary text.
 */
export function acknowledgementMail(
  input: ContactMessage,
  options: { publicUrl: string; staffEmail: string; replyWithinHours: number | null; locale?: Locale },
): ReplyableMail {
  const t = wordsIn(options.locale);
  const demo = input.topic === DEMO_TOPIC;
  const faq = `${options.publicUrl}/faq`;
  const lines = [
    mailGreeting(input.name, options.locale),
    thanks(t, input, options.replyWithinHours),
    t.t("ack.help", { url: faq }),
    t.t("ack.ignore"),
  ];
  return {
    to: input.email,
    replyTo: options.staffEmail,
    subject: t.t(demo ? "ack.subject.demo" : "ack.subject.message"),
    text: lines.join("\n\n"),
    html: layout(
      t.t(demo ? "ack.title.demo" : "ack.title.message"),
      [
        escapeHtml(lines[0]!),
        escapeHtml(lines[1]!),
        htmlMessage(t, "ack.helpHtml", {}, { link: (inner) => `<a href="${escapeHtml(faq)}" style="color:#c2006a">${inner}</a>` }),
        escapeHtml(lines[3]!),
      ],
      options.locale,
    ),
  };
}
