import { transitionCard, type CardAction, type CardStatus, type CardType } from "@kora/shared/domain/cards/lifecycle.ts";
import { type CardsT, ENGLISH } from "./cards-i18n.ts";

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
export function actionLabel(action: OwnerAction, status: CardStatus, t: CardsT = ENGLISH): string {
  switch (action) {
    case "edit":
      return t.t("action.edit");
    case "publish":
      return t.t("action.publish");
    case "unlist":
      return t.t("action.unlist");
    case "unpublish":
      return status === "awaiting-review" ? t.t("action.withdraw") : t.t("action.unpublish");
    case "delete":
      return t.t("action.delete");
  }
}

/** Actions that ask "are you sure?" first (core §8: publish, unpublish and delete dialogs). */
export const needsConfirmation = (action: OwnerAction) => action === "publish" || action === "unpublish" || action === "delete";

/** What a confirmation dialog says before an action (core §8: publish, unpublish and delete ask first). */
export function confirmationFor(
  action: OwnerAction,
  card: { title: string; type: CardType; status: CardStatus; groupName?: string | null },
  t: CardsT = ENGLISH,
): { title: string; message: string; confirmLabel: string } {
  const title = card.title;
  switch (action) {
    case "publish":
      return {
        title: t.t("confirm.publish.title"),
        message: publishAudience(t, title, card.type, card.groupName),
        confirmLabel: t.t("action.publish"),
      };
    case "unpublish":
      return card.status === "awaiting-review"
        ? {
            title: t.t("confirm.withdraw.title"),
            message: t.t("confirm.withdraw.message", { title }),
            confirmLabel: t.t("confirm.withdraw.confirm"),
          }
        : {
            title: t.t("confirm.unpublish.title"),
            message: t.t("confirm.unpublish.message", { title }),
            confirmLabel: t.t("action.unpublish"),
          };
    case "delete":
      return {
        title: t.t("confirm.delete.title"),
        message: t.t("confirm.delete.message", { title }),
        confirmLabel: t.t("action.delete"),
      };
    default:
      return {
        title: actionLabel(action, card.status, t),
        message: t.t("quoted", { title }),
        confirmLabel: actionLabel(action, card.status, t),
      };
  }
}

/** Where a published card shows, and who reviews a first card of its kind (core §4). */
function publishAudience(t: CardsT, title: string, type: CardType, groupName?: string | null): string {
  if (type === "private") return t.t("confirm.publish.private", { title });
  if (type === "group")
    return groupName == null ? t.t("confirm.publish.groupUnnamed", { title }) : t.t("confirm.publish.group", { title, group: groupName });
  return t.t("confirm.publish.marketplace", { title });
}

/** The toast after an action succeeded; publishing may have sent the card to review instead. */
export function actionDoneMessage(
  action: StatusAction,
  title: string,
  after: { status: CardStatus; type: CardType } | null,
  t: CardsT = ENGLISH,
): string {
  switch (action) {
    case "publish":
      if (after?.status === "awaiting-review")
        return after.type === "group" ? t.t("done.review.groupAdmin", { title }) : t.t("done.review.team", { title });
      return t.t("done.published", { title });
    case "unpublish":
      return t.t("done.unpublished", { title });
    case "unlist":
      return t.t("done.unlisted", { title });
    case "delete":
      return t.t("done.deleted", { title });
  }
}

/** The toast after a save without publishing; a change of type takes a live card back to draft (the API does that). */
export function savedMessage(title: string, before: CardStatus | null, after: CardStatus, t: CardsT = ENGLISH): string {
  if (before === null) return t.t("saved.new", { title });
  if (after === "draft" && before !== "draft") return t.t("saved.backToDraft", { title });
  return after === "published" ? t.t("saved.live", { title }) : t.t("saved.changes", { title });
}
