import { BRAND } from "@kora/shared/brand.ts";
import type { ContactMessage } from "@kora/shared/contracts/contact.ts";
import { DEMO_TOPIC, INVITE_TOPIC, ORGANISATION_SIZE_LABELS, topicAbout, topicLabel } from "@kora/shared/domain/contact/contact-form.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";

/** A mail with a Reply-To; mailers that know the field use it, and the body names the sender either way. */
export type ReplyableMail = MailMessage & { replyTo: string };

/** To the team: everything the sender wrote, with Reply-To set to them so a reply goes straight back. */
export function staffMail(to: string, input: ContactMessage, sender: { userId: string | null; pro: boolean }): ReplyableMail {
  const demo = input.topic === DEMO_TOPIC;
  const facts = [
    `From: ${input.name} <${input.email}>`,
    `Topic: ${topicLabel(input.topic)}`,
    ...(input.organisation ? [`Organisation: ${input.organisation}`] : []),
    ...(input.organisationSize ? [`Size: ${ORGANISATION_SIZE_LABELS[input.organisationSize]}`] : []),
    `Account: ${sender.userId ? `signed in (user ${sender.userId})${sender.pro ? ", Pro: reply within 24 hours" : ""}` : "not signed in"}`,
  ];
  // The request-invite popup sends a name and an address only.
  const body = input.message || (input.topic === INVITE_TOPIC ? `${input.name} asked for an invite from the website.` : "");
  const subject = demo
    ? `Demo request: ${input.organisation ?? input.name}`
    : `${sender.pro ? "[Pro] " : ""}${topicLabel(input.topic)}: message from ${input.name}`;
  return {
    to,
    replyTo: input.email,
    subject,
    text: [...facts, "", body, "", `Reply to this email to answer ${input.name}.`].join("\n"),
    html: layout(demo ? "New demo request" : "New message from the website", [
      facts.map(escapeHtml).join("<br>"),
      escapeHtml(body).replace(/\n/g, "<br>"),
      escapeHtml(`Reply to this email to answer ${input.name}.`),
    ]),
  };
}

/**
 * To the sender: we have it and who will answer. It doesn't repeat what they wrote, so the form
 * can't be used to send someone else arbitrary text.
 */
export function acknowledgementMail(
  input: ContactMessage,
  options: { publicUrl: string; staffEmail: string; replyWithinHours: number | null },
): ReplyableMail {
  const demo = input.topic === DEMO_TOPIC;
  const when = options.replyWithinHours
    ? `As a ${BRAND.name} Pro member you'll hear back within ${options.replyWithinHours} hours.`
    : "A person on our team reads every message and will reply to this address.";
  const lines = [
    `Hi ${input.name},`,
    demo
      ? `Thanks for asking for a ${BRAND.name} demo${input.organisation ? ` for ${input.organisation}` : ""}. We'll reply to this address to find a time that suits you.`
      : input.topic === INVITE_TOPIC
        ? `Thanks for asking for an invite to ${BRAND.name}. We'll send it to this address.`
        : `Thanks for getting in touch${topicAbout(input.topic) ? ` about ${topicAbout(input.topic)}` : ""}. ${when}`,
    `In the meantime, the help centre answers the most common questions: ${options.publicUrl}/faq`,
    `If you didn't send a message from the ${BRAND.name} website, you can ignore this email.`,
  ];
  return {
    to: input.email,
    replyTo: options.staffEmail,
    subject: demo ? `Your ${BRAND.name} demo request` : `We've got your message | ${BRAND.name}`,
    text: lines.join("\n\n"),
    html: layout(demo ? "Thanks for your demo request" : "We've got your message", [
      escapeHtml(lines[0]!),
      escapeHtml(lines[1]!),
      `In the meantime, the <a href="${escapeHtml(`${options.publicUrl}/faq`)}" style="color:#c2006a">help centre</a> answers the most common questions.`,
      escapeHtml(lines[3]!),
    ]),
  };
}
