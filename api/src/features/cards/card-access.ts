import type { CardActor, CardState } from "@kora/shared/domain/cards/lifecycle.ts";
import { isViewable, reviewer } from "@kora/shared/domain/cards/lifecycle.ts";
import type { Services } from "../../services.ts";
import { membership } from "../groups/groups.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { hasApprovedCard } from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";

/** Who the viewer is to this card: owner, staff, admin of its group, member of its group. */
export async function actorFor(
  services: Pick<Services, "db">,
  card: CardRow,
  viewer: UserRow | null,
): Promise<CardActor & { isGroupMember: boolean }> {
  const member = viewer && card.group_id ? await membership(services, card.group_id, viewer.id) : undefined;
  return {
    isOwner: viewer?.id === card.user_id,
    isStaff: viewer?.is_staff === 1,
    isGroupAdmin: member?.is_admin === 1,
    isGroupMember: member !== undefined,
  };
}

/** The state the lifecycle rule needs, including whether publishing must go through review first. */
export async function cardState(services: Pick<Services, "db">, card: CardRow): Promise<CardState> {
  const needsReview =
    card.approved_at === null &&
    card.type !== "private" &&
    !(await hasApprovedCard(services.db, card.user_id, card.type === "group" ? "group" : "marketplace", card.group_id));
  return { status: card.status, type: card.type, deleted: card.deleted_at !== null, needsReview };
}

/**
 * May this viewer see the card? Owners and reviewers see drafts; everyone else sees published or
 * unlisted cards, and group cards only inside their group.
 */
export function canView(card: CardRow, actor: Awaited<ReturnType<typeof actorFor>>): boolean {
  if (actor.isOwner) return true;
  const isReviewer = reviewer(card.type, actor);
  if (isReviewer && card.status === "awaiting-review") return true;
  if (!isViewable(card.status, card.deleted_at !== null)) return false;
  return card.type !== "group" || actor.isGroupMember || actor.isStaff;
}
