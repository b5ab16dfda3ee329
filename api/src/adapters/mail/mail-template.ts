import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { BRAND } from "@kora/shared/brand.ts";
import { type Locale, textDirection } from "@kora/shared/i18n/locales.ts";
import { type MailContent, type MailFact, mailWords } from "./mail-content.ts";

/**
 * The HTML of every mail, built from React Email's components: table-based layout, inline styles and
 * Outlook (mso) fixes that mail clients accept, instead of hand-written markup. Rendered with React's
 * synchronous static renderer (the same markup `@react-email/render` produces, without its async
 * stream), so `layout()` stays a plain function for the features that call it.
 */

/** The doctype `@react-email/render` puts on its output: what mail clients expect of table layouts. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ' + '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const INK = "#1d2340";
const MUTED = "#5b6275";
const PINK = "#e6337a";
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: "#f3f4f8", margin: 0, padding: "24px 8px", fontFamily: FONT, color: INK },
  container: { maxWidth: "560px", backgroundColor: "#ffffff", borderRadius: "12px", padding: "28px 24px", border: "1px solid #e4e6ee" },
  brand: { margin: "0 0 12px", fontSize: "18px", fontWeight: 800, color: PINK, letterSpacing: "0.02em" },
  heading: { margin: "0 0 16px", fontSize: "22px", lineHeight: "28px", fontWeight: 800, color: INK },
  paragraph: { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: INK },
  quoteBox: {
    margin: "0 0 16px",
    padding: "12px 16px",
    borderLeft: `4px solid ${PINK}`,
    backgroundColor: "#fdf0f5",
    borderRadius: "0 8px 8px 0",
  },
  quoteBy: { margin: "0 0 4px", fontSize: "13px", lineHeight: "18px", color: MUTED, fontWeight: 700 },
  quoteText: { margin: 0, fontSize: "15px", lineHeight: "22px", color: INK, whiteSpace: "pre-line" },
  facts: { margin: "4px 0 20px", padding: "16px", backgroundColor: "#f6f7fb", borderRadius: "10px" },
  factLabel: {
    margin: "0 0 2px",
    fontSize: "12px",
    lineHeight: "16px",
    color: MUTED,
    fontWeight: 700,
    textTransform: "uppercase",
    letterSpacing: "0.06em",
  },
  factValue: { margin: "0 0 12px", fontSize: "16px", lineHeight: "23px", color: INK, fontWeight: 600 },
  factWas: { margin: "-8px 0 12px", fontSize: "14px", lineHeight: "20px", color: MUTED },
  button: { backgroundColor: PINK, color: "#ffffff", borderRadius: "8px", padding: "12px 22px", fontSize: "16px", fontWeight: 700 },
  actions: { margin: "4px 0 16px" },
  link: { color: PINK, fontSize: "15px", lineHeight: "22px", textDecoration: "underline" },
  secondary: { margin: "12px 0 0", fontSize: "15px", lineHeight: "22px" },
  note: { margin: "0 0 12px", fontSize: "14px", lineHeight: "20px", color: MUTED },
  hr: { borderColor: "#e4e6ee", margin: "20px 0 12px" },
  footer: { margin: 0, fontSize: "13px", lineHeight: "18px", color: MUTED },
} satisfies Record<string, CSSProperties>;

/** A paragraph whose content is already HTML (the `layout()` callers escape their own text). */
const rawParagraph = (html: string, key: number) => h(Text, { key, style: styles.paragraph, dangerouslySetInnerHTML: { __html: html } });

function fact(item: MailFact, key: number, locale?: Locale): ReactNode {
  const values = typeof item.value === "string" ? [item.value] : item.value;
  return h(
    Section,
    { key },
    h(Text, { style: styles.factLabel }, item.label),
    h(
      Text,
      { style: styles.factValue },
      values.flatMap((v, i) => (i === 0 ? [v] : [h("br", { key: i }), v])),
    ),
    item.was ? h(Text, { style: styles.factWas }, ...wasParts(item.was, locale)) : null,
  );
}

/** "was <s>Tue 5 May…</s>": the language's words around the old value, the value struck through. */
function wasParts(value: string, locale?: Locale): ReactNode[] {
  const marker = "\u0000";
  const [before = "", after = ""] = mailWords(locale).t("was", { value: marker }).split(marker);
  return [before, h("s", { key: "was" }, value), after];
}

function document(title: string, preview: string, children: ReactNode[], locale: Locale = "en"): string {
  const tree = h(
    Html,
    { lang: locale, dir: textDirection(locale) },
    h(Head, null, h("title", null, title), h("meta", { name: "color-scheme", content: "light only" })),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, BRAND.name),
        h(Heading, { as: "h1", style: styles.heading }, title),
        ...children,
        h(Hr, { style: styles.hr }),
        h(Text, { style: styles.footer }, mailWords(locale).t("footer")),
      ),
    ),
  );
  return `${XHTML_DOCTYPE}${renderToStaticMarkup(tree)}`;
}

/** The HTML part of a mail with structured content. */
export function mailHtml(content: MailContent): string {
  const [primary, ...others] = content.actions ?? [];
  const children: ReactNode[] = [
    content.greeting ? h(Text, { key: "greeting", style: styles.paragraph }, content.greeting) : null,
    ...content.paragraphs.map((p, i) => h(Text, { key: `p${i}`, style: styles.paragraph }, p)),
    content.quote
      ? h(
          Section,
          { key: "quote", style: styles.quoteBox },
          h(Text, { style: styles.quoteBy }, content.quote.by),
          h(Text, { style: styles.quoteText }, content.quote.text),
        )
      : null,
    content.facts?.length
      ? h(
          Section,
          { key: "facts", style: styles.facts },
          content.facts.map((item, i) => fact(item, i, content.locale)),
        )
      : null,
    primary
      ? h(
          Section,
          { key: "actions", style: styles.actions },
          h(Button, { href: primary.url, style: styles.button }, primary.label),
          ...others.map((link, i) =>
            h(Text, { key: i, style: styles.secondary }, h(Link, { href: link.url, style: styles.link }, link.label)),
          ),
        )
      : null,
    ...(content.notes ?? []).map((note, i) => h(Text, { key: `n${i}`, style: styles.note }, note)),
  ].filter(Boolean);
  return document(content.title, content.preview ?? content.paragraphs[0] ?? content.title, children, content.locale);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** Text of a little HTML (for the inbox preview): tags dropped, escapeHtml's entities undone. */
const plain = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The HTML part from paragraphs that are already HTML: the older `layout(title, paragraphs)` callers, in the recipient's language. */
export function paragraphsHtml(title: string, paragraphs: string[], locale: Locale = "en"): string {
  const preview = plain(paragraphs[1] ?? paragraphs[0] ?? title);
  return document(title, preview, paragraphs.map(rawParagraph), locale);
}
