import { GROUP_API_MESSAGES, type SuggestedAdvisor } from "@kora/shared/contracts/groups.ts";
import { groupCardRights } from "@kora/shared/domain/groups/access.ts";
import { type MatchingCard, matchAdvisors } from "@kora/shared/domain/groups/matching.ts";
import { isHiddenRole } from "@kora/shared/domain/groups/roles.ts";
import { forbidden, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupBySlug } from "./group-access.ts";
import { cardMatchData, groupCardRows } from "./group-advisors.read-model.ts";
import { standingOf } from "./group-views.ts";
import { findMember } from "./groups.repository.ts";

/** A JSON string[] column; anything else reads as empty. */
function stringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * GET /groups/:slug/suggested-advisors: the caller's `aiMatches` (core §3), computed on read from
 * their interests and the group's visible advisors' published cards by the deterministic matcher
 * (domain/groups/matching.ts; why it isn't "AI": docs/rules/core.md). For the group's members who may
 * open its cards; 404 when the group doesn't suggest advisors.
 */
export async function suggestedAdvisors(services: Pick<Services, "db">, user: UserRow, slug: string): Promise<SuggestedAdvisor[]> {
  const group = await groupBySlug(services, slug);
  if (!group.settings.hasAiMatching || group.settings.contentOnly) throw notFound(GROUP_API_MESSAGES.suggestionsOff);
  const member = await findMember(services.db, group.row.id, user.id);
  if (!member || !groupCardRights(group.settings, standingOf(user, member), false).view)
    throw forbidden(GROUP_API_MESSAGES.suggestionsMembersOnly);

  const rows = (await groupCardRows(services.db, group.row.id)).filter((row) => !isHiddenRole(row.role));
  const { categories, skills } = await cardMatchData(
    services.db,
    rows.map((row) => row.cardId),
  );
  const cards: MatchingCard[] = rows.map((row) => {
    const own = categories.filter((c) => c.cardId === row.cardId);
    return {
      cardId: row.cardId,
      ownerId: row.userId,
      categoryIds: [...own.map((c) => c.id), ...own.flatMap((c) => (c.parentId ? [c.parentId] : []))],
      skills: skills.filter((s) => s.cardId === row.cardId).map((s) => s.name),
    };
  });
  const matches = matchAdvisors(
    { userId: user.id, categoryIds: stringList(user.category_interests), interests: stringList(user.interests) },
    cards,
  );
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return matches.map((match) => {
    const row = rows.find((r) => r.cardId === match.cardId)!;
    return {
      cardId: row.cardId,
      title: row.title,
      link: `/advisors/${row.userSlug}/${row.cardSlug}`,
      advisor: { userId: row.userId, firstName: row.first_name, lastName: row.last_name, avatarUrl: row.avatar_url },
      categories: match.categoryIds.map((id) => names.get(id) ?? id),
      skills: match.skills,
    };
  });
}
