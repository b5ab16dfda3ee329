import { appPath } from "@kora/shared/brand.ts";
import { memberFilterParams } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import type { InMailRecipient, InMailStatus } from "@kora/shared/contracts/inmail.ts";

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

/**
 * The email's figures: recipients, and how many opened, clicked (a click counts as an open),
 * unsubscribed and bounced — so a recipient who clicked still counts as having opened.
 */
export function funnel(
  recipients: readonly Pick<InMailRecipient, "status" | "openedAt" | "clickedAt">[],
): { label: string; count: number }[] {
  const count = (test: (r: (typeof recipients)[number]) => boolean) => recipients.filter(test).length;
  return [
    { label: "Recipients", count: recipients.length },
    { label: "Opened", count: count((r) => r.openedAt !== null || r.clickedAt !== null) },
    { label: "Clicked", count: count((r) => r.clickedAt !== null) },
    { label: "Unsubscribed", count: count((r) => r.status === "Unsubscribed") },
    { label: "Bounced", count: count((r) => r.status === "Bounced") },
  ];
}

/** "1 member will receive this" / "12 members will receive this". */
export function audienceText(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"} will receive this`;
}

/** Why some matching members are left out, or null when none are. */
export function excludedText(excluded: number): string | null {
  if (excluded === 0) return null;
  const verb = excluded === 1 ? "matches" : "match";
  return `${excluded} more ${verb} but won't be mailed: unsubscribed from this group's InMail, or no email address.`;
}

/** A page number from the address (1 for anything else). */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
