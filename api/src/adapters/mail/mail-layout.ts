import { BRAND } from "@kora/shared/brand.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { MailMessage } from "./mailer.ts";

/** Mail bodies escape text with the same function as pages. */
export { escapeHtml };

/** The one look of every mail: title, paragraphs (already HTML), footer. */
export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  return (
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2340;max-width:520px;margin:auto;padding:24px">` +
    `<h1 style="font-size:20px;color:#e6337a">${escapeHtml(title)}</h1>${body}` +
    `<p style="color:#6b7280;font-size:13px">${BRAND.name} — one-to-one video advice on almost any topic.</p></body></html>`
  );
}

/** A short mail to a person: "Hi Ava," then a few lines and one link, as text and as HTML alike. */
export function linkMail(
  publicUrl: string,
  to: { email: string; first_name: string },
  subject: string,
  lines: string[],
  link: { label: string; path: string },
): MailMessage {
  const url = `${publicUrl}${link.path}`;
  const greeting = `Hi ${to.first_name},`;
  return {
    to: to.email,
    subject,
    text: [greeting, ...lines, `${link.label}: ${url}`].join("\n\n"),
    html: layout(subject, [
      escapeHtml(greeting),
      ...lines.map(escapeHtml),
      `<a href="${escapeHtml(url)}" style="color:#e6337a">${escapeHtml(link.label)}</a>`,
    ]),
  };
}
