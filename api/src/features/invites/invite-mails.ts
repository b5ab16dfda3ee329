import { appPath, BRAND } from "@kora/shared/brand.ts";
import { renderMail } from "../../adapters/mail/mail-layout.ts";
import type { Services } from "../../services.ts";
import type { InviteRow } from "./invites.table.ts";

/** The invite mail: the sign-up link with the code, and a not-interested link that stops every invite to the address. */
export async function mailInvite(
  services: Pick<Services, "config" | "outbox">,
  invite: InviteRow,
  inviter: { first_name: string; last_name: string },
  cardTitle: string | null,
  resent: boolean,
) {
  const base = services.config.publicUrl;
  const code = encodeURIComponent(invite.code);
  const subject = resent
    ? `A reminder: ${inviter.first_name} invited you to ${BRAND.name}`
    : `${inviter.first_name} invited you to ${BRAND.name}`;
  const who = `${inviter.first_name} ${inviter.last_name}`.trim();
  const { html, text } = renderMail({
    title: subject,
    greeting: "Hello,",
    paragraphs: [
      `${who} invited you to join ${BRAND.name}, where people book one-to-one video sessions with advisors.`,
      ...(cardTitle ? [`They'd like to meet you for "${cardTitle}".`] : []),
      `Sign up with the button below: it's free and takes under a minute. The invite works until ${invite.valid_until.slice(0, 10)}.`,
    ],
    actions: [
      { label: "Accept the invite", url: `${base}/password-free?step=signup&invite=${code}` },
      { label: "Not interested? Stop invites to this address", url: `${base}/not-interested?invite=${code}` },
    ],
    notes: [`Your invite code: ${invite.code}`],
  });
  await services.outbox.queueMail({ to: invite.email, subject, text, html });
}

/** Where the inviter sees their invites and rewards. */
export const INVITES_PATH = appPath("more");
