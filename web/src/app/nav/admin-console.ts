import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { DashboardMenuEntry } from "./dashboard-menu.ts";

export const isGroupAdmin = (me: Me | null) => Boolean(me?.groups.some((group) => group.isAdmin));

/** Admins of a group with members: content-only groups have resources but no members (core §2), so no Members or InMail. */
export const administersMembers = (me: Me | null) => Boolean(me?.groups.some((group) => group.isAdmin && !group.contentOnly));

/**
 * The admin console's pages (core §2: console, resources, members; InMail inside it). Admins see the
 * Admin Dashboard menu and the Admin console entry only when such links exist (public-site §6);
 * Members and InMail only for admins of a group that has members.
 */
export const ADMIN_CONSOLE_LINKS: DashboardMenuEntry[] = [
  { id: "console", title: "Console", path: appPath("console") },
  { id: "console-members", title: "Members", path: appPath("console/members"), visible: administersMembers },
  { id: "console-resources", title: "Resources", path: appPath("console/resources") },
  { id: "console-inmail", title: "InMail", path: appPath("console/inmail"), visible: administersMembers },
];

/** The console links this user may follow: none unless they administer a group. */
export function adminConsoleEntries(me: Me, links: readonly DashboardMenuEntry[] = ADMIN_CONSOLE_LINKS): DashboardMenuEntry[] {
  if (!isGroupAdmin(me)) return [];
  return links.filter((entry) => (entry.visible ? entry.visible(me) : true));
}
