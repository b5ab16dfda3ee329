import { linksIn } from "@kora/shared/domain/inmail/links.ts";
import { isLocale } from "@kora/shared/i18n/locales.ts";
import { mailGroupsMessages } from "@kora/shared/i18n/messages/mail-groups.ts";
import { mailGreeting } from "../../../adapters/mail/mail-content.ts";
import { escapeHtml, htmlMessage, layout } from "../../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../../i18n/translator.ts";
import { clickLink, messageIdFor, oneClickUrl, pixelUrl, safeTarget, unsubscribePageUrl } from "./inmail-links.ts";

/** What one recipient's InMail is made of. */
export interface InMailParts {
  token: string;
  to: string;
  toFirstName: string;
  subject: string;
  body: string;
  groupName: string;
  /** The group's logo (absolute, or a path on this server); null for none. */
  groupLogoUrl: string | null;
  senderName: string;
  /** The member's language (users.locale): the frame around the admin's words, never the words themselves. English when unknown. */
  locale?: string | null;
}

/** Splits text into plain runs and links (usable http(s) ones), in order. */
function pieces(text: string): ({ text: string } | { url: string })[] {
  const out: ({ text: string } | { url: string })[] = [];
  let last = 0;
  for (const { url, index } of linksIn(text)) {
    if (index > last) out.push({ text: text.slice(last, index) });
    if (safeTarget(url)) out.push({ url });
    else out.push({ text: url });
    last = index + url.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** Inline styles, as mail clients need them (the layout's colours). */
const STYLE = {
  link: "color:#e6337a;text-decoration:underline",
  logo: "display:inline-block;vertical-align:middle;width:40px;height:40px;border-radius:8px;margin-right:10px;border:0",
  group: "vertical-align:middle",
  from: "color:#5b6275;font-size:14px",
  small: "color:#5b6275;font-size:13px",
  smallLink: "color:#5b6275;text-decoration:underline",
  pixel: "display:block;width:1px;height:1px;border:0",
};

const absolute = (publicUrl: string, url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);

/**
 * One recipient's InMail (core §7 `emails/send`): the group's name and logo, who sent it, the body
 * (plain text → escaped HTML paragraphs; every link rewritten to a signed click link), the open
 * pixel, an unsubscribe link, and `List-Unsubscribe` + `List-Unsubscribe-Post` (RFC 8058) headers.
 * The subject and body stay as the admin wrote them; the frame around them is in the member's language.
 */
export async function inmailMessage(deps: { publicUrl: string; secret: string }, parts: InMailParts): Promise<MailMessage> {
  const { publicUrl, secret } = deps;
  const links = new Map<string, string>();
  for (const { url } of linksIn(parts.body)) {
    if (safeTarget(url) && !links.has(url)) links.set(url, await clickLink(publicUrl, secret, parts.token, url));
  }
  const linked = (text: string, html: boolean) =>
    pieces(text)
      .map((piece) => {
        if ("text" in piece) return html ? escapeHtml(piece.text) : piece.text;
        const href = links.get(piece.url)!;
        return html ? `<a href="${escapeHtml(href)}" style="${STYLE.link}">${escapeHtml(piece.url)}</a>` : href;
      })
      .join("");

  const paragraphs = parts.body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const locale = isLocale(parts.locale) ? parts.locale : "en";
  const t = serverTranslator(mailGroupsMessages, locale);
  const unsubscribe = unsubscribePageUrl(publicUrl, parts.token);
  const group = escapeHtml(parts.groupName);
  const logoSrc = parts.groupLogoUrl ? escapeHtml(absolute(publicUrl, parts.groupLogoUrl)) : null;
  const logo = logoSrc ? `<img src="${logoSrc}" alt="" width="40" height="40" style="${STYLE.logo}" />` : "";
  const greeting = mailGreeting(parts.toFirstName, locale);
  const html = layout(
    parts.subject,
    [
      `${logo}<strong style="${STYLE.group}">${group}</strong><br />` +
        `<span style="${STYLE.from}">${htmlMessage(t, "inmail.from", { sender: parts.senderName })}</span>`,
      escapeHtml(greeting),
      ...paragraphs.map((paragraph) => linked(paragraph, true).replace(/\n/g, "<br />")),
      `<span style="${STYLE.small}">${htmlMessage(t, "inmail.why", { group: parts.groupName })} ` +
        htmlMessage(
          t,
          "inmail.stopLink",
          { group: parts.groupName },
          {
            link: (inner) => `<a href="${escapeHtml(unsubscribe)}" style="${STYLE.smallLink}">${inner}</a>`,
          },
        ) +
        `</span><img src="${escapeHtml(pixelUrl(publicUrl, parts.token))}" alt="" width="1" height="1" style="${STYLE.pixel}" />`,
    ],
    locale,
  );
  const text = [
    t.t("inmail.heading", { group: parts.groupName, sender: parts.senderName }),
    greeting,
    ...paragraphs.map((paragraph) => linked(paragraph, false)),
    `--\n${t.t("inmail.why", { group: parts.groupName })}\n${t.t("inmail.stop", { group: parts.groupName, url: unsubscribe })}`,
  ].join("\n\n");
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl(publicUrl, parts.token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: messageIdFor(publicUrl, parts.token),
  };
}
