/** Card statuses (core §4). Deletion is a marker (deletedAt), not a status. */
export const CARD_STATUSES = ["draft", "awaiting-review", "published", "unlisted"] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_TYPES = ["private", "group", "marketplace"] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_ACTIONS = ["publish", "unpublish", "unlist", "requestApproval", "approve", "reject", "delete"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** How a status is shown to people ("unlisted" is shown as Private). */
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  draft: "Draft",
  "awaiting-review": "Awaiting review",
  published: "Published",
  unlisted: "Private",
};

export interface CardState {
  status: CardStatus;
  type: CardType;
  deleted: boolean;
  /**
   * True when publishing must go through review first: an advisor's first marketplace card goes to
   * the provider team, a first group card to the group admin (core §4).
   */
  needsReview: boolean;
}

/** Who acts: the owner, staff (provider team), or an admin of the card's group. */
export interface CardActor {
  isOwner: boolean;
  isStaff: boolean;
  isGroupAdmin: boolean;
}

export type CardTransition =
  | { ok: true; status: CardStatus; deleted: boolean; approved?: boolean; review?: "requested" | "rejected" }
  | { ok: false; code: "forbidden" | "conflict"; message: string };

const refuse = (message: string): CardTransition => ({ ok: false, code: "conflict", message });
const forbid = (message: string): CardTransition => ({ ok: false, code: "forbidden", message });

/** Who reviews this card: staff for marketplace cards, the group's admin for group cards. */
export const reviewer = (type: CardType, actor: CardActor) => (type === "group" ? actor.isGroupAdmin : actor.isStaff);

/**
 * The card state machine: the result of `action` by `actor` on a card, or why it is refused.
 * Publishing a card that still needs review sends it to review instead; unpublishing makes a draft.
 */
export function transitionCard(card: CardState, action: CardAction, actor: CardActor): CardTransition {
  if (card.deleted) return refuse("This card has been deleted.");
  if (action === "approve" || action === "reject") {
    if (!reviewer(card.type, actor)) return forbid("Only the card's reviewer can do that.");
    if (card.status !== "awaiting-review") return refuse("This card is not awaiting review.");
    return action === "approve"
      ? { ok: true, status: "published", deleted: false, approved: true }
      : { ok: true, status: "draft", deleted: false, review: "rejected" };
  }
  if (!actor.isOwner) return forbid("Only the card's owner can do that.");
  switch (action) {
    case "publish":
      if (card.status === "published") return refuse("This card is already published.");
      if (card.status === "awaiting-review") return refuse("This card is awaiting review.");
      return card.needsReview
        ? { ok: true, status: "awaiting-review", deleted: false, review: "requested" }
        : { ok: true, status: "published", deleted: false };
    case "requestApproval":
      if (card.status !== "draft") return refuse("Only a draft can be sent for review.");
      if (!card.needsReview) return { ok: true, status: "published", deleted: false };
      return { ok: true, status: "awaiting-review", deleted: false, review: "requested" };
    case "unpublish":
      if (card.status === "draft") return refuse("This card is already a draft.");
      return { ok: true, status: "draft", deleted: false };
    case "unlist":
      if (card.status !== "published") return refuse("Only a published card can be made private.");
      return { ok: true, status: "unlisted", deleted: false };
    case "delete":
      return { ok: true, status: card.status, deleted: true };
  }
}

/** Cards anyone may look at: published or unlisted (by link), not deleted. */
export const isViewable = (status: CardStatus, deleted: boolean) => !deleted && (status === "published" || status === "unlisted");

/** A card identifier of 36 characters is an id, otherwise a slug (core §2). */
export const isCardId = (identifier: string) => identifier.length === 36;
