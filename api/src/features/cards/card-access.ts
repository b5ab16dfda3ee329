import type { CardActor, CardState } from "@kora/shared/domain/cards/lifecycle.ts";
import { isViewable, reviewer } from "@kora/shared/domain/cards/lifecycle.ts";
import { GROUP_CARD_MESSAGES, type GroupCardRights, groupCardRights, UNGOVERNED } from "@kora/shared/domain/groups/access.ts";
import { forbidden } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { groupStanding } from "../groups/groups.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { hasApprovedCard } from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";

/** Who the viewer is to this card (owner, staff, admin of its group) and what its group lets them do with it. */
export interface CardViewer extends CardActor {
  /** Group cards: what the group's permissions allow (shared/domain/groups/access.ts); every act on other cards. */
  rights: GroupCardRights;
}

export async function actorFor(services: Pick<Services, "db">, card: CardRow, viewer: UserRow | null): Promise<CardViewer> {
  const isOwner = viewer !== null && viewer.id === card.user_id;
  const group = card.group_id ? await groupStanding(services, card.group_id, viewer) : null;
  return {
    isOwner,
    isStaff: viewer?.is_staff === 1,
    isGroupAdmin: group?.standing.member?.isAdmin === true,
    rights: card.type === "group" && group ? groupCardRights(group.source, group.standing, isOwner) : UNGOVERNED,
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
 * May this viewer see the card? Owners see theirs in any state, reviewers the cards awaiting them;
 * everyone else sees published or unlisted cards — a group's only as its permissions allow.
 */
export function canView(card: CardRow, actor: CardViewer): boolean {
  if (actor.isOwner) return true;
  if (reviewer(card.type, actor) && card.status === "awaiting-review") return true;
  if (!isViewable(card.status, card.deleted_at !== null)) return false;
  return actor.rights.view;
}

/** Refuses (403, with the reason) an act the card's group doesn't allow: the caller has checked the card is theirs to see. */
export function requireRight(actor: CardViewer, act: "book" | "save-favourite" | "publish"): void {
  if (!actor.rights[act]) throw forbidden(GROUP_CARD_MESSAGES[act]);
}
