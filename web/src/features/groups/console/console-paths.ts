import { appPath } from "@kora/shared/brand.ts";
import { memberFilterParams } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";

/** The console's addresses (core §2): home, resources, members (per group), and InMail's compose page. */
export const consolePaths = {
  home: appPath("console"),
  resources: appPath("console/resources"),
  members: appPath("console/members"),
  groupMembers: (slug: string) => appPath(`console/members/${encodeURIComponent(slug)}`),
  inmail: appPath("console/inmail"),
  /** Compose an InMail to the members these filters select (the InMail pages read the same parameters). */
  inmailTo: (groupSlug: string, filters: MemberFilters) =>
    `${appPath("console/inmail/new")}?${new URLSearchParams({ group: groupSlug, ...memberFilterParams(filters) })}`,
};
