import { BRAND } from "@kora/shared/brand.ts";
import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";

/** The texted code for verifying a mobile (core §5: sent as {code}); it says what the number is for (public-site §1). */
export const phoneCodeText = (code: string) =>
  `Your ${BRAND.name} code is ${code}. ${BRAND.name} uses your mobile only for booking reminders, never for marketing.`;

/** The texted code for logging back in by phone. */
export const recoveryCodeText = (code: string) =>
  `Your ${BRAND.name} code is ${code}. Enter it to log back in to ${BRAND.name}. If you didn't ask for it, ignore this message.`;

/** The 10-minute reminder of a session (public-site §4), in the recipient's clock. */
export function reminderText(otherName: string, startMs: number, timezone: string, bookingUrl: string): string {
  const at = new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", minute: "2-digit" }).format(startMs);
  return `${BRAND.name}: your session with ${otherName} starts in 10 minutes, at ${at}. Join: ${bookingUrl}`;
}

/** The mailed code for verifying an email. The subject starts with the code so it shows in notification previews. */
export function emailCodeMail(to: string, code: string, firstName: string): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    `Your ${BRAND.name} code is ${code}. Enter it on the page where you asked for it to verify your email.`,
    `It works once, for ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you didn't ask for it, you can ignore this email.`,
  ];
  return {
    to,
    subject: `${code} is your ${BRAND.name} code`,
    text: lines.join("\n\n"),
    html: layout("Verify your email", [
      escapeHtml(lines[0]!),
      `Your ${BRAND.name} code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>`,
      escapeHtml(lines[2]!),
    ]),
  };
}
