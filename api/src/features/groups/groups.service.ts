import { type GroupCardRights, type GroupStanding, groupCardRights } from "@kora/shared/domain/groups/access.ts";
import type { GroupPermissionSource } from "@kora/shared/domain/groups/permissions.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { isHiddenRole } from "@kora/shared/domain/groups/roles.ts";
import { groupCardCategoryRows } from "./group-advisors.read-model.ts";
import { permissionSource, standingOf } from "./group-views.ts";
import { administeredGroupIds, findGroupBySlug, findGroupPermissions, findMembership, groupSitemapRows } from "./groups.repository.ts";

/**
 * The groups feature's face to other features: membership lookups (cards and bookings), what a
 * group's permissions let someone do with its cards (cards, bookings), and whether a recording shared
 * with a group may be played by someone (videos). Routes: groups.routes.ts.
 */

/** Whether and how someone belongs to a group (`is_admin` 1 for its admins); undefined for a non-member. */
export function membership(services: Pick<Services, "db">, groupId: string, userId: string) {
  return findMembership(services.db, groupId, userId);
}

/** The groups whose cards this person reviews: those they administer. */
export function groupsAdministeredBy(services: Pick<Services, "db">, userId: string): Promise<string[]> {
  return administeredGroupIds(services.db, userId);
}

/** How `viewer` stands in a group, and the group's permission settings (null when there is no such group). */
export async function groupStanding(
  services: Pick<Services, "db">,
  groupId: string,
  viewer: UserRow | null,
): Promise<{ source: GroupPermissionSource | null; standing: GroupStanding }> {
  const [row, member] = await Promise.all([
    findGroupPermissions(services.db, groupId),
    viewer ? findMembership(services.db, groupId, viewer.id) : undefined,
  ]);
  return { source: row ? permissionSource(row) : null, standing: standingOf(viewer, member) };
}

/** What `viewer` may do with a card of the group (shared/domain/groups/access.ts); `isOwner` for the card's owner. */
export async function groupCardRightsOf(
  services: Pick<Services, "db">,
  groupId: string,
  viewer: UserRow | null,
  isOwner = false,
): Promise<GroupCardRights> {
  const { source, standing } = await groupStanding(services, groupId, viewer);
  return groupCardRights(source, standing, isOwner);
}

/** Those of `groupIds` whose cards `viewer` may see (to keep the others out of their lists). */
export async function groupsShowingCards(services: Pick<Services, "db">, viewer: UserRow, groupIds: readonly string[]): Promise<string[]> {
  const rights = await Promise.all(groupIds.map((id) => groupCardRightsOf(services, id, viewer)));
  return groupIds.filter((_, i) => rights[i]!.view);
}

/**
 * The categories of the cards a group shows on its page (its visible advisors' published cards), for
 * `GET /categories?kora_group_slug=`. Null when there is no such group or `viewer` may not see its
 * cards: the caller answers both the same, so a closed group's existence doesn't leak.
 */
export async function groupCardCategoryIds(services: Pick<Services, "db">, slug: string, viewer: UserRow | null): Promise<string[] | null> {
  const row = await findGroupBySlug(services.db, slug);
  if (!row) return null;
  const member = viewer ? await findMembership(services.db, row.id, viewer.id) : undefined;
  if (!groupCardRights(permissionSource(row), standingOf(viewer, member), false).view) return null;
  const rows = await groupCardCategoryRows(services.db, row.id);
  return [...new Set(rows.filter((r) => !isHiddenRole(r.role)).map((r) => r.categoryId))];
}

export { mayWatchThroughGroup } from "./video-sharing.service.ts";

/** The landing pages of the groups whose home page anyone may see (guests hold view-home-page), for sitemap.xml. */
export async function groupSitemapPages(services: Pick<Services, "db">): Promise<{ path: string; lastmod?: string }[]> {
  return (await groupSitemapRows(services.db))
    .filter((row) => permissionSource(row).defaultPermissions.includes("view-home-page"))
    .map((row) => ({ path: `/g/${row.slug}`, lastmod: (row.updated_at ?? row.created_at).slice(0, 10) }));
}
