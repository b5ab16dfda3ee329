import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailVerificationMessages } from "@kora/shared/i18n/messages/mail-verification.ts";
import { mailGreeting } from "../../adapters/mail/mail-content.ts";
import { escapeHtml, htmlMessage, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { serverTranslator } from "../../i18n/translator.ts";

/** The texts' and the code mail's words in the reader's language (English when not given). */
const wordsIn = (locale: Locale = "en") => serverTranslator(mailVerificationMessages, locale);

/** How long before a session its SMS reminder goes (public-site §4). */
const REMINDER_MINUTES = 10;

/** The texted code for verifying a mobile (core §5: sent as {code}); it says what the number is for (public-site §1). */
export const phoneCodeText = (code: string, locale?: Locale) => wordsIn(locale).t("sms.phoneCode", { code });

/** The texted code for logging back in by phone. */
export const recoveryCodeText = (code: string, locale?: Locale) => wordsIn(locale).t("sms.recoveryCode", { code });

/** The 10-minute reminder of a session (public-site §4), in the recipient's clock and language. */
export function reminderText(otherName: string, startMs: number, timezone: string, bookingUrl: string, locale: Locale = "en"): string {
  const at = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { timeZone: timezone, hour: "2-digit", minute: "2-digit" })
    .format(startMs)
    .replace(/\u202f/g, " ");
  return wordsIn(locale).t("sms.reminder", { name: otherName, minutes: REMINDER_MINUTES, time: at, url: bookingUrl });
}

/** The mailed code for verifying an email. The subject starts with the code so it shows in notification previews. */
export function emailCodeMail(to: string, code: string, firstName: string, locale?: Locale): MailMessage {
  const t = wordsIn(locale);
  const lines = [
    mailGreeting(firstName, locale),
    t.t("email.lead", { code }),
    t.t("email.validity", { minutes: VERIFICATION_CODE_TTL_MINUTES }),
  ];
  return {
    to,
    subject: t.t("email.subject", { code }),
    text: lines.join("\n\n"),
    html: layout(
      t.t("email.title"),
      [
        escapeHtml(lines[0]!),
        htmlMessage(t, "email.leadHtml", { code }, { b: (inner) => `<strong style="font-size:24px;letter-spacing:4px">${inner}</strong>` }),
        escapeHtml(lines[2]!),
      ],
      locale,
    ),
  };
}
