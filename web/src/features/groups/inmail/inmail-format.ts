import { appPath } from "@kora/shared/brand.ts";
import { memberFilterParams } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import type { InMailRecipient, InMailStatus } from "@kora/shared/contracts/inmail.ts";
import { groupsInmailMessages } from "@kora/shared/i18n/messages/groups-inmail.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** InMail's words in one language (the helpers here default to English). */
export type InMailT = Translator<KeyOf<typeof groupsInmailMessages>>;
const english: InMailT = createTranslator("en", groupsInmailMessages.en);

/** InMail's addresses under the console (core §2): the list, compose (with the members filters) and one email. */
export const inmailPaths = {
  list: (groupSlug?: string, page = 1) => {
    const params = new URLSearchParams();
    if (groupSlug) params.set("group", groupSlug);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return `${appPath("console/inmail")}${query ? `?${query}` : ""}`;
  },
  compose: (groupSlug: string, filters: MemberFilters = {}) =>
    `${appPath("console/inmail/new")}?${new URLSearchParams({ group: groupSlug, ...memberFilterParams(filters) })}`,
  detail: (groupSlug: string, emailId: string) =>
    `${appPath(`console/inmail/${encodeURIComponent(emailId)}`)}?${new URLSearchParams({ group: groupSlug })}`,
};

/** The chip's tone for each status (core §4). */
export const STATUS_TONE: Record<InMailStatus, "neutral" | "info" | "good" | "warn" | "bad"> = {
  Sent: "neutral",
  Opened: "info",
  Clicked: "good",
  Unsubscribed: "warn",
  Bounced: "bad",
};

/** A status (core §4) in `t`'s language. */
export const statusText = (status: InMailStatus, t: InMailT = english) => t.t(`status.${status.toLowerCase() as Lowercase<InMailStatus>}`);

/**
 * The email's figures: recipients, and how many opened, clicked (a click counts as an open),
 * unsubscribed and bounced — so a recipient who clicked still counts as having opened.
 */
export function funnel(
  recipients: readonly Pick<InMailRecipient, "status" | "openedAt" | "clickedAt">[],
  t: InMailT = english,
): { label: string; count: number }[] {
  const count = (test: (r: (typeof recipients)[number]) => boolean) => recipients.filter(test).length;
  return [
    { label: t.t("funnel.recipients"), count: recipients.length },
    { label: t.t("funnel.opened"), count: count((r) => r.openedAt !== null || r.clickedAt !== null) },
    { label: t.t("funnel.clicked"), count: count((r) => r.clickedAt !== null) },
    { label: t.t("funnel.unsubscribed"), count: count((r) => r.status === "Unsubscribed") },
    { label: t.t("funnel.bounced"), count: count((r) => r.status === "Bounced") },
  ];
}

/** "1 member will receive this" / "12 members will receive this". */
export function audienceText(count: number, t: InMailT = english): string {
  return t.t("audience.count", { count });
}

/** Why some matching members are left out, or null when none are. */
export function excludedText(excluded: number, t: InMailT = english): string | null {
  if (excluded === 0) return null;
  return t.t("audience.excluded", { count: excluded });
}

/** A page number from the address (1 for anything else). */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
