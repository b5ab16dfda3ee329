import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailMessages } from "@kora/shared/i18n/messages/mail.ts";
import { serverTranslator } from "../../i18n/translator.ts";

/** One fact of a mail, shown as a label over its value(s): "When", "Suggested times", "Refunded". */
export interface MailFact {
  label: string;
  /** One line, or several (a list of times). */
  value: string | string[];
  /** What it was before, shown struck through ("was …" in the text part): a rescheduled time. */
  was?: string;
}

export interface MailLink {
  label: string;
  url: string;
}

/**
 * What a mail says, once, for both parts: the HTML (mail-template.ts, React Email) and the plain
 * text (mailText below) are rendered from the same content so they never disagree.
 */
export interface MailContent {
  /** The heading (usually the subject). */
  title: string;
  /** Shown by inboxes after the subject; defaults to the first paragraph. */
  preview?: string;
  /** "Hi Ada," */
  greeting?: string;
  paragraphs: string[];
  /** Someone's own words, e.g. a cancellation message. */
  quote?: { by: string; text: string };
  facts?: MailFact[];
  /** The first is the button; any others are plain links under it. */
  actions?: MailLink[];
  /** Small print after the actions. */
  notes?: string[];
  /** The recipient's language (English when not given): the frame's words, and the HTML's `lang` and direction. */
  locale?: Locale;
}

/** The frame's words in the mail's language. */
export const mailWords = (locale: Locale = "en") => serverTranslator(mailMessages, locale);

/** "Hi Ada," in the recipient's language. */
export const mailGreeting = (firstName: string, locale: Locale = "en") => mailWords(locale).t("greeting", { name: firstName });

export const MAIL_FOOTER = mailWords().t("footer");

/** The plain-text part: the same content, one block per paragraph, facts as "Label: value", lists as "- item". */
export function mailText(content: MailContent): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.quote) blocks.push(`${content.quote.by}:\n${content.quote.text.replace(/^/gm, "> ")}`);
  if (content.facts?.length) blocks.push(content.facts.map((fact) => factText(fact, content.locale)).join("\n"));
  if (content.actions?.length) blocks.push(content.actions.map((a) => `${a.label}: ${a.url}`).join("\n"));
  if (content.notes?.length) blocks.push(...content.notes);
  blocks.push(`--\n${mailWords(content.locale).t("footer")}`);
  return blocks.join("\n\n");
}

function factText(fact: MailFact, locale?: Locale): string {
  const values = typeof fact.value === "string" ? [fact.value] : fact.value;
  const was = fact.was ? `\n  (${mailWords(locale).t("was", { value: fact.was })})` : "";
  if (values.length === 1) return `${fact.label}: ${values[0]}${was}`;
  return `${fact.label}:\n${values.map((v) => `- ${v}`).join("\n")}${was}`;
}
