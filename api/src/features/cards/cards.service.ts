import type { CardAction } from "@kora/shared/domain/cards/lifecycle.ts";
import { isCardId, isViewable, reviewer, transitionCard } from "@kora/shared/domain/cards/lifecycle.ts";
import type { CardDraft } from "@kora/shared/contracts/card-drafts.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { CARD_MESSAGES, titleKey } from "@kora/shared/domain/cards/rules.ts";
import { GROUP_CARD_MESSAGES, groupCardRights } from "@kora/shared/domain/groups/access.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import { freeCardSlug, slugify } from "../../lib/slug.ts";
import type { Services } from "../../services.ts";
import { allCategoriesExist } from "../catalog/catalog.service.ts";
import { groupStanding } from "../groups/groups.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { actorFor, canView, cardState, requireRight } from "./card-access.ts";
import { assertLiveInput, assertPublishable, blanksOf, draftColumns, savedCardInput } from "./card-drafts.ts";
import { toDetail, viewContext } from "./card-views.ts";
import { announceUpdate } from "./card-announce.ts";
import { writeCards } from "./card-writes.ts";
import {
  cardSlugsLike,
  findCardById,
  findCardBySlug,
  insertCard,
  reindexCard,
  replaceCardChildren,
  setDraftBlanks,
  titleTaken,
  updateCardRow,
} from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";
import { loadRates } from "./currency-rates.repository.ts";
import { addFavourite, isFavourite, removeFavourite } from "./favourites.repository.ts";
import { randomShuffleKey } from "./search-terms.ts";

// Cards unpublished on their own, for the features whose writes can cause it (availability, bookings).
export { noteUnansweredRequest, ownerAnsweredRequest, unpublishCardsWithoutHours } from "./auto-unpublish.ts";

/** What other features use of cards' lists and pages. */
export { cardSummariesByIds, favouriteCards, marketplaceSitemapPages, roundupCards } from "./lists.service.ts";

/**
 * What every save checks, draft or not: a group card's group is one of the caller's and lets them
 * publish its cards (`publish-group-cards`), and the categories exist. The publish rules (core §5)
 * are card-drafts.ts's.
 */
async function checkInput(
  services: Pick<Services, "db">,
  user: UserRow,
  input: Pick<CardDraft, "type" | "groupId" | "categoryIds">,
): Promise<void> {
  if (input.type === "group") {
    const { source, standing } = await groupStanding(services, input.groupId!, user);
    if (!source || !standing.member) throw invalidField("groupId", CARD_MESSAGES.groupMember);
    if (!groupCardRights(source, standing, true).publish) throw invalidField("groupId", GROUP_CARD_MESSAGES.publish);
  }
  if (!(await allCategoriesExist(services, input.categoryIds)))
    throw invalidField("categoryIds", "Please choose categories from the list.");
}

/** A unique-title violation from the database (a race the pre-check missed) is the same 422. */
const titleConflict = (error: unknown) => /UNIQUE constraint failed: cards\.user_id, cards\.title_key/.test(String(error));

/** Saves a new card as a draft: any subset of its fields (cardDraftSchema); publishing checks the rest. */
export async function createCard(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  input: CardDraft,
): Promise<CardRow> {
  await checkInput(services, user, input);
  const rates = await loadRates(services.db);
  const nowIso = services.now().toISOString();
  const id = crypto.randomUUID();
  try {
    await writeCards(services, async (tx) => {
      if (await titleTaken(tx, user.id, titleKey(input.title))) throw invalidField("title", CARD_MESSAGES.titleTaken);
      const slug = freeCardSlug(input.title, await cardSlugsLike(tx, user.id, slugify(input.title)));
      await insertCard(tx, {
        id,
        user_id: user.id,
        slug,
        status: "draft",
        review_feedback: null,
        short_code: null,
        reviews_count: 0,
        reviews_average: 0,
        shuffle_key: randomShuffleKey(),
        approved_at: null,
        deleted_at: null,
        working_hours: null,
        created_at: nowIso,
        updated_at: nowIso,
        ...draftColumns(input, user, rates),
      });
      await replaceCardChildren(tx, id, input);
      await setDraftBlanks(tx, id, blanksOf(input));
      await reindexCard(tx, id);
    });
  } catch (error) {
    if (titleConflict(error)) throw invalidField("title", CARD_MESSAGES.titleTaken);
    throw error;
  }
  return (await findCardById(services.db, id))!;
}

/**
 * Loads a card the caller owns. Someone else's card gets the same 404 as a missing one, whether it
 * is a draft or published (a 403 would tell them a draft exists); the owner hears that it was deleted.
 */
export async function ownedCard(services: Pick<Services, "db">, user: UserRow, cardId: string): Promise<CardRow> {
  const card = await findCardById(services.db, cardId);
  if (!card || card.user_id !== user.id) throw notFound(MESSAGES.cardNotFound);
  if (card.deleted_at) throw notFound(MESSAGES.cardDeleted);
  return card;
}

/** Saves a card: a draft with any subset of its fields; a live card (published, private, in review) only whole, by the publish rules. */
export async function updateCard(
  services: Pick<Services, "db" | "hub" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  cardId: string,
  input: CardDraft,
): Promise<CardRow> {
  const card = await ownedCard(services, user, cardId);
  await checkInput(services, user, input);
  if (card.status !== "draft") assertLiveInput(input, card, user);
  const rates = await loadRates(services.db);
  // Changing what kind of card it is (or its group) means it must be published again, through review if needed.
  const retyped = input.type !== card.type || (input.type === "group" && input.groupId !== card.group_id);
  try {
    await writeCards(services, async (tx) => {
      if (await titleTaken(tx, user.id, titleKey(input.title), card.id)) throw invalidField("title", CARD_MESSAGES.titleTaken);
      const changes = {
        ...draftColumns(input, card, rates),
        ...(retyped && { status: "draft" as const }),
        updated_at: services.now().toISOString(),
      };
      // Only if the status is still the one whose rules were checked: a draft published meanwhile is not overwritten half written.
      if (!(await updateCardRow(tx, card.id, changes, card.status)))
        throw new AppError("conflict", "This card changed a moment ago. Reload it and try again.");
      await replaceCardChildren(tx, card.id, input);
      await setDraftBlanks(tx, card.id, blanksOf(input));
      await reindexCard(tx, card.id);
    });
  } catch (error) {
    if (titleConflict(error)) throw invalidField("title", CARD_MESSAGES.titleTaken);
    throw error;
  }
  const updated = (await findCardById(services.db, card.id))!;
  if (isViewable(card.status, false)) announceUpdate(services, updated, user.slug);
  return updated;
}

/** Applies a lifecycle action (core §4) by the caller; a compare-and-set on status makes racing actions safe. */
export async function applyAction(
  services: Pick<Services, "db" | "hub" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  cardId: string,
  action: CardAction,
  comments?: string,
): Promise<CardRow> {
  const card = await findCardById(services.db, cardId);
  if (!card) throw notFound(MESSAGES.cardNotFound);
  const actor = await actorFor(services, card, user);
  if (!actor.isOwner && !canView(card, actor)) throw notFound(MESSAGES.cardNotFound);
  const result = transitionCard(await cardState(services, card), action, actor);
  if (!result.ok) throw new AppError(result.code, result.message);
  // Going live (or to review) is where the publish rules apply: a draft may be half written.
  const goingLive = (action === "publish" || action === "requestApproval") && result.status !== "draft";
  if (goingLive) requireRight(actor, "publish");
  if (goingLive) await checkInput(services, user, { type: card.type, groupId: card.group_id, categoryIds: [] });
  const nowIso = services.now().toISOString();
  await writeCards(services, async (tx) => {
    // Checked inside the write lock, so a save racing the publish cannot slip half-written content live.
    if (goingLive) assertPublishable(await savedCardInput(tx, (await findCardById(tx, card.id)) ?? card), user);
    const changes = {
      status: result.status,
      updated_at: nowIso,
      // Any action of the owner's ends an automatic unpublish; going live starts the unanswered-request count again.
      auto_unpublished: null,
      ...(result.status !== "draft" && { unanswered_expiries: 0 }),
      ...(result.deleted && { deleted_at: nowIso }),
      ...(result.approved && { approved_at: nowIso, review_feedback: null }),
      ...(result.review === "rejected" && { review_feedback: comments ?? "" }),
      ...(result.review === "requested" && { review_feedback: null }),
    };
    if (!(await updateCardRow(tx, card.id, changes, card.status)))
      throw new AppError("conflict", "This card changed a moment ago. Reload it and try again.");
    if (result.deleted) await reindexCard(tx, card.id);
  });
  const updated = (await findCardById(services.db, card.id))!;
  const owner = (await findUserById(services.db, card.user_id))!;
  const link = `/advisors/${owner.slug}/${card.slug}`;
  if (result.approved) services.hub.toUser(card.user_id, { name: "CardApproved", data: { cardId: card.id, title: card.title, link } });
  if (result.review === "rejected")
    services.hub.toUser(card.user_id, { name: "CardRejected", data: { cardId: card.id, title: card.title, comments: comments ?? "" } });
  if (isViewable(card.status, false) || isViewable(updated.status, updated.deleted_at !== null))
    announceUpdate(services, updated, owner.slug);
  return updated;
}

/** Finds a card by id (36 characters) or by the advisor's slug and the card's slug, for this viewer. */
export async function viewCard(
  services: Pick<Services, "db">,
  viewer: UserRow | null,
  identifier: string,
  userSlug?: string,
): Promise<CardRow> {
  const card = isCardId(identifier)
    ? await findCardById(services.db, identifier)
    : userSlug
      ? await findCardBySlug(services.db, userSlug, identifier)
      : undefined;
  if (!card) throw notFound(MESSAGES.cardNotFound);
  const actor = await actorFor(services, card, viewer);
  // Only those who could see it hear that it was deleted: to anyone else a group's card never existed.
  if (card.deleted_at) throw notFound(actor.rights.view ? MESSAGES.cardDeleted : MESSAGES.cardNotFound);
  if (!canView(card, actor)) throw notFound(MESSAGES.cardNotFound);
  return card;
}

export async function cardDetail(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  card: CardRow,
  currency?: string,
): Promise<CardDetail> {
  const actor = await actorFor(services, card, viewer);
  const favourite = viewer ? await isFavourite(services.db, viewer.id, card.id) : false;
  const isReviewer = reviewer(card.type, actor);
  return toDetail(await viewContext(services, viewer, currency), card, {
    isFavourite: favourite,
    canSeeFeedback: actor.isOwner || isReviewer,
    canEdit: actor.isOwner && card.deleted_at === null,
    canBook: actor.rights.book,
    canSave: actor.rights["save-favourite"],
  });
}

/**
 * Refuses `viewer` an act on a card they may see when its group doesn't allow it (403 with the
 * reason; shared/domain/groups/access.ts). Cards outside groups allow every act.
 */
export async function requireCardRight(
  services: Pick<Services, "db">,
  viewer: UserRow,
  card: CardRow,
  act: "book" | "save-favourite" | "publish",
): Promise<void> {
  requireRight(await actorFor(services, card, viewer), act);
}

/** Saves a card the caller may see to their favourites; a group card needs `save-favourite` (403 without). */
export async function saveFavourite(services: Pick<Services, "db" | "now">, user: UserRow, cardId: string): Promise<void> {
  const card = await viewCard(services, user, cardId);
  await requireCardRight(services, user, card, "save-favourite");
  await addFavourite(services.db, user.id, card.id, services.now().toISOString());
}

/**
 * Takes a card out of the caller's favourites: always one they saved (even if they may no longer see
 * it); any other card only if they may see it, so an id can't be probed.
 */
export async function forgetFavourite(services: Pick<Services, "db">, user: UserRow, cardId: string): Promise<void> {
  if (!(await isFavourite(services.db, user.id, cardId))) await viewCard(services, user, cardId);
  await removeFavourite(services.db, user.id, cardId);
}

/** A card by id whatever its state (drafts and deleted ones too), for features that hold its id; undefined when there is none. */
export function findCard(services: Pick<Services, "db">, id: string): Promise<CardRow | undefined> {
  return findCardById(services.db, id);
}

/** Gives a card its own working hours (JSON rules), or back the advisor's standard ones (null). The caller checked it is theirs. */
export async function setCardWorkingHours(
  services: Pick<Services, "db" | "searchCache" | "slotsCache">,
  cardId: string,
  workingHours: string | null,
): Promise<void> {
  await writeCards(services, (tx) => updateCardRow(tx, cardId, { working_hours: workingHours }));
}

export { addSessionReview, editSessionReview, recountCardRating, type SessionReview } from "./session-reviews.ts";
