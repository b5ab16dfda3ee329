import { appPath, BRAND } from "@kora/shared/brand.ts";
import { queueLinkMail } from "../../adapters/mail/mail-layout.ts";
import type { Services } from "../../services.ts";

/** The mails of group membership: an application to the admins, access granted to the member, a new admin. */

interface To {
  email: string | null;
  first_name: string;
}

/** To each admin: someone applied (their answers are in the console, never in the mail). */
export async function mailNewApplication(
  services: Pick<Services, "config" | "outbox">,
  admins: To[],
  group: { slug: string; name: string },
  applicant: string,
) {
  for (const admin of admins)
    await queueLinkMail(
      services,
      admin,
      `New application to ${group.name}`,
      [`${applicant} has applied to join ${group.name}. Their answers are waiting for you in the admin console.`],
      { label: "Review the application", path: appPath(`console/members/${group.slug}`) },
    );
}

/** To the member an admin approved. */
export function mailAccessGranted(services: Pick<Services, "config" | "outbox">, to: To, group: { slug: string; name: string }) {
  return queueLinkMail(services, to, `You're in ${group.name}`, [`Your access to ${group.name} has been approved. Welcome aboard!`], {
    label: `Open ${group.name}`,
    path: `/g/${group.slug}`,
  });
}

/** To the first admin of a group staff created. */
export function mailNewAdmin(services: Pick<Services, "config" | "outbox">, to: To, group: { slug: string; name: string }) {
  return queueLinkMail(
    services,
    to,
    `You're an admin of ${group.name}`,
    [
      `${group.name} is ready on ${BRAND.name} and you are its admin.`,
      "Set up its page, its apply form and who may see what from the admin console.",
    ],
    { label: "Open the admin console", path: appPath("console") },
  );
}
