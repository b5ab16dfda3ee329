import { GROUP_API_MESSAGES, GROUP_MESSAGES, type GroupAdvisor, type GroupVideo } from "@kora/shared/contracts/groups.ts";
import { groupCardRights } from "@kora/shared/domain/groups/access.ts";
import { isHiddenRole } from "@kora/shared/domain/groups/roles.ts";
import { forbidden, notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupBySlug } from "./group-access.ts";
import { groupCardRows } from "./group-advisors.read-model.ts";
import { isVerifiedOrAdmin, permissionsOf, standingOf } from "./group-views.ts";
import { findMember } from "./groups.repository.ts";
import { type GroupVideoRow, groupVideo, groupVideoPage } from "./group-videos.repository.ts";

/**
 * What a group shows beyond its landing: its advisors with their group cards (`/g/{slug}`) and the
 * recordings its members shared (`/g/{slug}/videos`; core §7).
 */

/**
 * The group's visible advisors (hidden roles left out) with their published group cards. Needs
 * `view-advisors`; the cards need what opening one needs (access.ts: `view-card` or `book`; without
 * it each advisor comes with no cards).
 * Content-only groups have no members, so no advisors.
 */
export async function groupAdvisors(services: Pick<Services, "db">, viewer: UserRow | null, slug: string): Promise<GroupAdvisor[]> {
  const group = await groupBySlug(services, slug);
  const member = viewer ? await findMember(services.db, group.row.id, viewer.id) : undefined;
  const held = permissionsOf(group, viewer, member);
  if (!held.has("view-advisors")) throw forbidden(GROUP_API_MESSAGES.permission);
  if (group.settings.contentOnly) return [];
  const showCards = groupCardRights(group.settings, standingOf(viewer, member), false).view;
  const advisors = new Map<string, GroupAdvisor>();
  for (const row of await groupCardRows(services.db, group.row.id)) {
    if (isHiddenRole(row.role)) continue;
    let advisor = advisors.get(row.userId);
    if (!advisor) {
      advisor = {
        userId: row.userId,
        slug: row.userSlug,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarUrl: row.avatar_url,
        cards: [],
      };
      advisors.set(row.userId, advisor);
    }
    if (showCards)
      advisor.cards.push({
        id: row.cardId,
        title: row.title,
        rate: row.rate,
        currency: row.currency,
        link: `/advisors/${row.userSlug}/${row.cardSlug}`,
      });
  }
  return [...advisors.values()];
}

/** The group of `slug` when the caller is a verified member or an admin of it; 403 otherwise. */
async function videoGroup(services: Pick<Services, "db">, user: UserRow, slug: string) {
  const group = await groupBySlug(services, slug);
  if (!isVerifiedOrAdmin(await findMember(services.db, group.row.id, user.id))) throw forbidden(GROUP_API_MESSAGES.membersOnly);
  return group;
}

function toGroupVideo(row: GroupVideoRow): GroupVideo {
  const base = `/api/v/${row.slug}`;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ownerName: `${row.first_name} ${row.last_name}`.trim(),
    createdAt: row.created_at,
    durationSeconds: row.duration_seconds,
    posterUrl: `${base}/poster`,
    sharedAt: row.shared_at,
    sharedBy: `${row.first_name} ${row.last_name}`.trim(),
    media: {
      videoUrl: `${base}/video`,
      audioUrl: row.audio_source_bytes === null ? null : `${base}/audio`,
      posterUrl: `${base}/poster`,
      videoBytes: row.video_bytes ?? 0,
      audioBytes: row.audio_source_bytes,
    },
  };
}

/** The group's recordings, newest shared first, 8 a page (core §9 videos). */
export async function groupVideos(services: Pick<Services, "db">, user: UserRow, slug: string, page: Page) {
  const group = await videoGroup(services, user, slug);
  const { rows, total } = await groupVideoPage(services.db, group.row.id, page);
  return { data: rows.map(toGroupVideo), total };
}

export async function oneGroupVideo(services: Pick<Services, "db">, user: UserRow, slug: string, videoId: string): Promise<GroupVideo> {
  const group = await videoGroup(services, user, slug);
  const row = await groupVideo(services.db, group.row.id, videoId);
  if (!row) throw notFound(GROUP_MESSAGES.pageNotFound);
  return toGroupVideo(row);
}
