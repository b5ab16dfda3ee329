import { appPath } from "@kora/shared/brand.ts";
import { mailGroupsMessages } from "@kora/shared/i18n/messages/mail-groups.ts";
import { queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { userLocale } from "../users/users.service.ts";

/** The mails of group membership, each in its reader's language: an application to the admins, access granted to the member, a new admin. */

interface To {
  email: string | null;
  first_name: string;
  /** Their language (users.locale); English when unknown. */
  locale?: string;
}

/** The group mails' words in the reader's language, and that language. */
function wordsFor(to: To) {
  const locale = userLocale({ locale: to.locale ?? "en" });
  return { locale, t: serverTranslator(mailGroupsMessages, locale) };
}

/** To each admin: someone applied (their answers are in the console, never in the mail). */
export async function mailNewApplication(
  services: Pick<Services, "config" | "outbox">,
  admins: To[],
  group: { slug: string; name: string },
  applicant: string,
) {
  for (const admin of admins) {
    const { locale, t } = wordsFor(admin);
    await queueLinkMail(
      services,
      admin,
      t.t("application.subject", { group: group.name }),
      [t.t("application.lead", { applicant, group: group.name })],
      { label: t.t("application.action"), path: appPath(`console/members/${group.slug}`) },
      locale,
    );
  }
}

/** To the member an admin approved. */
export function mailAccessGranted(services: Pick<Services, "config" | "outbox">, to: To, group: { slug: string; name: string }) {
  const { locale, t } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("granted.subject", { group: group.name }),
    [t.t("granted.lead", { group: group.name })],
    { label: t.t("granted.action", { group: group.name }), path: `/g/${group.slug}` },
    locale,
  );
}

/** To the first admin of a group staff created. */
export function mailNewAdmin(services: Pick<Services, "config" | "outbox">, to: To, group: { slug: string; name: string }) {
  const { locale, t } = wordsFor(to);
  return queueLinkMail(
    services,
    to,
    t.t("admin.subject", { group: group.name }),
    [t.t("admin.ready", { group: group.name }), t.t("admin.setUp")],
    { label: t.t("admin.action"), path: appPath("console") },
    locale,
  );
}
