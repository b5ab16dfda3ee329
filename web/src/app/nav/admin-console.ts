import type { Me } from "@kora/shared/contracts/users.ts";
import type { DashboardMenuEntry } from "./dashboard-menu.ts";

export const isGroupAdmin = (me: Me | null) => Boolean(me?.groups.some((group) => group.isAdmin));

/**
 * The admin console's pages (core §2: console, resources, members). Admins see the Admin
 * Dashboard menu and the Admin console entry only when such links exist (public-site §6), so the
 * list stays empty until the console's pages land with the groups feature.
 */
export const ADMIN_CONSOLE_LINKS: DashboardMenuEntry[] = [];

/** The console links this user may follow: none unless they administer a group. */
export function adminConsoleEntries(me: Me, links: readonly DashboardMenuEntry[] = ADMIN_CONSOLE_LINKS): DashboardMenuEntry[] {
  if (!isGroupAdmin(me)) return [];
  return links.filter((entry) => (entry.visible ? entry.visible(me) : true));
}
