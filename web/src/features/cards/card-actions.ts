import { transitionCard, type CardAction, type CardStatus, type CardType } from "@kora/shared/domain/cards/lifecycle.ts";

/** What an owner can do to one of their cards from My cards. */
export type OwnerAction = "edit" | "publish" | "unlist" | "unpublish" | "delete";
/** The actions that change the card's status on the server (edit opens the editor). */
export type StatusAction = Exclude<OwnerAction, "edit">;

const OWNER = { isOwner: true, isStaff: false, isGroupAdmin: false } as const;
const STATUS_ACTIONS: readonly StatusAction[] = ["publish", "unlist", "unpublish", "delete"];

/**
 * The owner's actions for a card, in the order they are offered: whatever the shared state machine
 * allows (whether publishing goes to review does not change whether it is allowed), plus Edit.
 */
export function ownerActions(card: { status: CardStatus; type: CardType }): OwnerAction[] {
  const allowed = STATUS_ACTIONS.filter(
    (action) =>
      transitionCard({ status: card.status, type: card.type, deleted: false, needsReview: false }, action satisfies CardAction, OWNER).ok,
  );
  return ["edit", ...allowed];
}

/** Whether the owner may publish this card now (the editor's "Save and publish"). */
export const canPublish = (card: { status: CardStatus; type: CardType }) => ownerActions(card).includes("publish");

/** The button text for an action; a card awaiting review is withdrawn, not unpublished. */
export function actionLabel(action: OwnerAction, status: CardStatus): string {
  switch (action) {
    case "edit":
      return "Edit";
    case "publish":
      return "Publish";
    case "unlist":
      return "Make private";
    case "unpublish":
      return status === "awaiting-review" ? "Withdraw from review" : "Unpublish";
    case "delete":
      return "Delete";
  }
}

/** Actions that ask "are you sure?" first (core §8: publish, unpublish and delete dialogs). */
export const needsConfirmation = (action: OwnerAction) => action === "publish" || action === "unpublish" || action === "delete";

/** What a confirmation dialog says before an action (core §8: publish, unpublish and delete ask first). */
export function confirmationFor(
  action: OwnerAction,
  card: { title: string; type: CardType; status: CardStatus; groupName?: string | null },
): { title: string; message: string; confirmLabel: string } {
  const name = `'${card.title}'`;
  switch (action) {
    case "publish":
      return { title: "Publish this card?", message: `${name} ${publishAudience(card.type, card.groupName)}`, confirmLabel: "Publish" };
    case "unpublish":
      return card.status === "awaiting-review"
        ? {
            title: "Withdraw from review?",
            message: `${name} goes back to being a draft. You can publish it again whenever you like.`,
            confirmLabel: "Withdraw",
          }
        : {
            title: "Unpublish this card?",
            message: `${name} goes back to being a draft and can't be booked. Bookings already confirmed still go ahead.`,
            confirmLabel: "Unpublish",
          };
    case "delete":
      return {
        title: "Delete this card?",
        message: `${name} will be deleted for good. Bookings already confirmed still go ahead.`,
        confirmLabel: "Delete",
      };
    default:
      return { title: actionLabel(action, card.status), message: name, confirmLabel: actionLabel(action, card.status) };
  }
}

/** Where a published card shows, and who reviews a first card of its kind (core §4). */
function publishAudience(type: CardType, groupName?: string | null): string {
  if (type === "private") return "will be bookable by anyone you share its link with.";
  if (type === "group")
    return `will be visible to the members of ${groupName ?? "its group"}. A first card in a group is checked by the group's admin before it goes live.`;
  return "will be listed in the marketplace. An advisor's first marketplace card is checked by our team before it goes live.";
}

/** The toast after an action succeeded; publishing may have sent the card to review instead. */
export function actionDoneMessage(action: StatusAction, title: string, after: { status: CardStatus; type: CardType } | null): string {
  const name = `'${title}'`;
  switch (action) {
    case "publish":
      if (after?.status === "awaiting-review")
        return `${name} has gone to ${after.type === "group" ? "the group's admin" : "our team"} for review. We'll let you know as soon as it's approved.`;
      return `${name} is published.`;
    case "unpublish":
      return `${name} is a draft again.`;
    case "unlist":
      return `${name} is now private: only people with its link can find it.`;
    case "delete":
      return `${name} is deleted.`;
  }
}

/** The toast after a save without publishing; a change of type takes a live card back to draft (the API does that). */
export function savedMessage(title: string, before: CardStatus | null, after: CardStatus): string {
  const name = `'${title}'`;
  if (before === null) return `${name} is saved as a draft. Publish it when you're ready.`;
  if (after === "draft" && before !== "draft")
    return `${name} is saved. Changing its type took it back to draft, so publish it again when you're ready.`;
  return after === "published" ? `Your changes to ${name} are saved and live.` : `Your changes to ${name} are saved.`;
}
