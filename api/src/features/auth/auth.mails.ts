import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailAuthMessages } from "@kora/shared/i18n/messages/mail-auth.ts";
import { mailGreeting } from "../../adapters/mail/mail-content.ts";
import { escapeHtml, htmlMessage, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../i18n/translator.ts";

/** The sign-in mails' words in the reader's language (English when not given). */
const wordsIn = (locale: Locale = "en") => serverTranslator(mailAuthMessages, locale);

/** The code as the mail shows it: large and spaced out. */
const bigCode = (code: string) => `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`;

/** The password-free code. The subject starts with the code so it shows in notification previews. */
export function codeMail(to: string, code: string, firstName: string | null, locale?: Locale): MailMessage {
  const t = wordsIn(locale);
  const hello = firstName ? mailGreeting(firstName, locale) : t.t("greeting.anonymous");
  const lines = [hello, t.t("code.lead", { code }), t.t("code.validity", { minutes: VERIFICATION_CODE_TTL_MINUTES })];
  return {
    to,
    subject: t.t("code.subject", { code }),
    text: lines.join("\n\n"),
    html: layout(
      t.t("code.title"),
      [escapeHtml(hello), htmlMessage(t, "code.leadHtml", { code }, { b: bigCode }), escapeHtml(lines[2]!)],
      locale,
    ),
  };
}

/** Sent instead of a code when someone asks to log in with an address that has no account. */
export function noAccountMail(to: string, signupUrl: string, locale?: Locale): MailMessage {
  const t = wordsIn(locale);
  const lines = [t.t("noAccount.lead"), t.t("noAccount.signUp", { url: signupUrl }), t.t("noAccount.ignore")];
  return {
    to,
    subject: t.t("noAccount.subject"),
    text: lines.join("\n\n"),
    html: layout(
      t.t("noAccount.title"),
      [escapeHtml(lines[0]!), `<a href="${escapeHtml(signupUrl)}">${escapeHtml(t.t("noAccount.signUpLink"))}</a>`, escapeHtml(lines[2]!)],
      locale,
    ),
  };
}

export function resetPasswordMail(to: string, resetUrl: string, locale?: Locale): MailMessage {
  const t = wordsIn(locale);
  const lines = [t.t("reset.lead"), resetUrl, t.t("reset.ignore")];
  return {
    to,
    subject: t.t("reset.subject"),
    text: lines.join("\n\n"),
    html: layout(
      t.t("reset.title"),
      [escapeHtml(lines[0]!), `<a href="${escapeHtml(resetUrl)}">${escapeHtml(t.t("reset.link"))}</a>`, escapeHtml(lines[2]!)],
      locale,
    ),
  };
}
