import { BRAND } from "@kora/shared/brand.ts";
import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";

/** The password-free code. The subject starts with the code so it shows in notification previews. */
export function codeMail(to: string, code: string, firstName: string | null): MailMessage {
  const hello = firstName ? `Hi ${firstName},` : "Hi,";
  const lines = [
    hello,
    `Your ${BRAND.name} code is ${code}. Enter it on the page where you asked for it.`,
    `It works once, for ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you didn't ask for it, you can ignore this email.`,
  ];
  return {
    to,
    subject: `${code} is your ${BRAND.name} code`,
    text: lines.join("\n\n"),
    html: layout(`Your ${BRAND.name} code`, [
      escapeHtml(hello),
      `Your code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>`,
      escapeHtml(lines[2]!),
    ]),
  };
}

/** Sent instead of a code when someone asks to log in with an address that has no account. */
export function noAccountMail(to: string, signupUrl: string): MailMessage {
  const lines = [
    `Someone (hopefully you) asked to log in to ${BRAND.name} with this address, but there's no account for it yet.`,
    `Signing up is free and takes under a minute: ${signupUrl}`,
    "If this wasn't you, you can ignore this email.",
  ];
  return {
    to,
    subject: `Log in to ${BRAND.name}: no account for this address`,
    text: lines.join("\n\n"),
    html: layout(`No ${BRAND.name} account yet`, [
      escapeHtml(lines[0]!),
      `<a href="${escapeHtml(signupUrl)}">Sign up to ${BRAND.name}</a>`,
      escapeHtml(lines[2]!),
    ]),
  };
}

export function resetPasswordMail(to: string, resetUrl: string): MailMessage {
  const lines = [
    `We got a request to reset your ${BRAND.name} password. Choose a new one here (the link works once, for an hour):`,
    resetUrl,
    "If you didn't ask for this, you can ignore this email; your password stays as it is.",
  ];
  return {
    to,
    subject: `Reset your ${BRAND.name} password`,
    text: lines.join("\n\n"),
    html: layout("Reset your password", [
      escapeHtml(lines[0]!),
      `<a href="${escapeHtml(resetUrl)}">Choose a new password</a>`,
      escapeHtml(lines[2]!),
    ]),
  };
}
