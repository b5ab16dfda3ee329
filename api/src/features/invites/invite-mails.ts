import { appPath } from "@kora/shared/brand.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailInvitesMessages } from "@kora/shared/i18n/messages/mail-invites.ts";
import { renderMail } from "../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { userLocale } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import type { InviteRow } from "./invites.table.ts";

/** The last day an invite works: "2026-12-21" as the spec shows it, the language's long date in others. */
const lastDay = (validUntil: string, locale: Locale) =>
  locale === "en" ? validUntil.slice(0, 10) : formatCreditExpiry(validUntil, "UTC", locale);

/**
 * The invite mail: the sign-up link with the code, and a not-interested link that stops every invite
 * to the address. The invitee has no account yet, so it is written in the inviter's language.
 */
export async function mailInvite(
  services: Pick<Services, "config" | "outbox">,
  invite: InviteRow,
  inviter: Pick<UserRow, "first_name" | "last_name" | "locale">,
  cardTitle: string | null,
  resent: boolean,
) {
  const base = services.config.publicUrl;
  const code = encodeURIComponent(invite.code);
  const locale = userLocale(inviter);
  const t = serverTranslator(mailInvitesMessages, locale);
  const subject = t.t(resent ? "subject.reminder" : "subject", { inviter: inviter.first_name });
  const who = `${inviter.first_name} ${inviter.last_name}`.trim();
  const { html, text } = renderMail({
    title: subject,
    greeting: t.t("greeting"),
    paragraphs: [
      t.t("lead", { inviter: who }),
      ...(cardTitle ? [t.t("card", { card: cardTitle })] : []),
      t.t("signUp", { date: lastDay(invite.valid_until, locale) }),
    ],
    actions: [
      { label: t.t("action.accept"), url: `${base}/password-free?step=signup&invite=${code}` },
      { label: t.t("action.stop"), url: `${base}/not-interested?invite=${code}` },
    ],
    notes: [t.t("code", { code: invite.code })],
    locale,
  });
  await services.outbox.queueMail({ to: invite.email, subject, text, html });
}

/** Where the inviter sees their invites and rewards. */
export const INVITES_PATH = appPath("more");
