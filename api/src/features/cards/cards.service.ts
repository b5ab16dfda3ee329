import type { CardAction } from "@kora/shared/domain/cards/lifecycle.ts";
import { isCardId, isViewable, reviewer, transitionCard } from "@kora/shared/domain/cards/lifecycle.ts";
import type { CardDetail, CardInputParsed } from "@kora/shared/contracts/cards.ts";
import { channels } from "@kora/shared/contracts/realtime.ts";
import { CARD_MESSAGES, rateProblem, titleKey } from "@kora/shared/domain/cards/rules.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { loadRates } from "../catalog/catalog.repository.ts";
import { freeCardSlug, slugify } from "../users/slug.ts";
import type { UserRow } from "../users/users.table.ts";
import { actorFor, canView, cardState } from "./card-access.ts";
import { randomShuffleKey } from "./search-terms.ts";
import { toDetail, type ViewContext } from "./card-views.ts";
import {
  cardSlugsLike,
  findCardById,
  findCardBySlug,
  insertCard,
  membership,
  reindexCard,
  replaceCardChildren,
  titleTaken,
  updateCardRow,
} from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";

export async function viewContext(services: Services, viewer: UserRow | null, currency?: string): Promise<ViewContext> {
  return {
    db: services.db,
    publicUrl: services.config.publicUrl,
    currency: currency ?? viewer?.currency ?? "AUD",
    rates: await loadRates(services.db),
  };
}

async function checkInput(services: Services, user: UserRow, input: CardInputParsed): Promise<void> {
  const problem = rateProblem(input.rate, user.country);
  if (problem) throw invalidField("rate", problem);
  if (input.type === "group" && !(await membership(services.db, input.groupId!, user.id)))
    throw invalidField("groupId", CARD_MESSAGES.groupMember);
  const known = await services.db.selectFrom("categories").select("id").where("id", "in", input.categoryIds).execute();
  if (known.length !== new Set(input.categoryIds).size) throw invalidField("categoryIds", "Please choose categories from the list.");
}

function columns(input: CardInputParsed, rates: Record<string, number>) {
  return {
    group_id: input.type === "group" ? input.groupId : null,
    title: input.title,
    title_key: titleKey(input.title),
    summary: input.summary,
    type: input.type,
    rate: input.rate,
    currency: input.currency,
    rate_usd: Math.round(input.rate / (rates[input.currency] ?? 1)),
    durations: JSON.stringify([...input.durations].sort((a, b) => a - b)),
    booking_slot_duration: input.bookingSlotDuration,
    years_of_experience: input.yearsOfExperience,
    pro_bono: input.proBono ? 1 : 0,
    repeat_only: input.repeatOnly ? 1 : 0,
    timezone: input.timezone,
  };
}

/** A unique-title violation from the database (a race the pre-check missed) is the same 422. */
const titleConflict = (error: unknown) => /UNIQUE constraint failed: cards\.user_id, cards\.title_key/.test(String(error));

export async function createCard(services: Services, user: UserRow, input: CardInputParsed): Promise<CardRow> {
  await checkInput(services, user, input);
  const rates = await loadRates(services.db);
  const nowIso = services.now().toISOString();
  const id = crypto.randomUUID();
  try {
    await services.db.transaction().execute(async (trx) => {
      if (await titleTaken(trx, user.id, titleKey(input.title))) throw invalidField("title", CARD_MESSAGES.titleTaken);
      const slug = freeCardSlug(input.title, await cardSlugsLike(trx, user.id, slugify(input.title)));
      await insertCard(trx, {
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
        ...columns(input, rates),
      });
      await replaceCardChildren(trx, id, input);
      await reindexCard(trx, id);
    });
  } catch (error) {
    if (titleConflict(error)) throw invalidField("title", CARD_MESSAGES.titleTaken);
    throw error;
  }
  services.searchCache.invalidate();
  services.slotsCache.invalidate();
  return (await findCardById(services.db, id))!;
}

/**
 * Loads a card the caller owns. Someone else's card gets the same 404 as a missing one, whether it
 * is a draft or published (a 403 would tell them a draft exists); the owner hears that it was deleted.
 */
export async function ownedCard(services: Services, user: UserRow, cardId: string): Promise<CardRow> {
  const card = await findCardById(services.db, cardId);
  if (!card || card.user_id !== user.id) throw notFound(MESSAGES.cardNotFound);
  if (card.deleted_at) throw notFound(MESSAGES.cardDeleted);
  return card;
}

export async function updateCard(services: Services, user: UserRow, cardId: string, input: CardInputParsed): Promise<CardRow> {
  const card = await ownedCard(services, user, cardId);
  await checkInput(services, user, input);
  const rates = await loadRates(services.db);
  // Changing what kind of card it is (or its group) means it must be published again, through review if needed.
  const retyped = input.type !== card.type || (input.type === "group" && input.groupId !== card.group_id);
  try {
    await services.db.transaction().execute(async (trx) => {
      if (await titleTaken(trx, user.id, titleKey(input.title), card.id)) throw invalidField("title", CARD_MESSAGES.titleTaken);
      await updateCardRow(trx, card.id, {
        ...columns(input, rates),
        ...(retyped && { status: "draft" as const }),
        updated_at: services.now().toISOString(),
      });
      await replaceCardChildren(trx, card.id, input);
      await reindexCard(trx, card.id);
    });
  } catch (error) {
    if (titleConflict(error)) throw invalidField("title", CARD_MESSAGES.titleTaken);
    throw error;
  }
  services.searchCache.invalidate();
  services.slotsCache.invalidate();
  const updated = (await findCardById(services.db, card.id))!;
  if (isViewable(card.status, false)) announceUpdate(services, updated, user.slug);
  return updated;
}

/** Tells everyone looking at a card that it changed (PublishedAdvisorUpdated on its public channel). */
function announceUpdate(services: Services, card: CardRow, ownerSlug: string): void {
  services.hub.publish(channels.card(card.id), {
    name: "PublishedAdvisorUpdated",
    data: {
      cardId: card.id,
      userId: card.user_id,
      link: `/advisors/${ownerSlug}/${card.slug}`,
      viewable: isViewable(card.status, card.deleted_at !== null),
    },
  });
}

/** Applies a lifecycle action (core §4) by the caller; a compare-and-set on status makes racing actions safe. */
export async function applyAction(
  services: Services,
  user: UserRow,
  cardId: string,
  action: CardAction,
  comments?: string,
): Promise<CardRow> {
  const card = await findCardById(services.db, cardId);
  if (!card) throw notFound(MESSAGES.cardNotFound);
  const actor = await actorFor(services.db, card, user);
  if (!actor.isOwner && !canView(card, actor)) throw notFound(MESSAGES.cardNotFound);
  const result = transitionCard(await cardState(services.db, card), action, actor);
  if (!result.ok) throw new AppError(result.code, result.message);
  const nowIso = services.now().toISOString();
  const changed = await updateCardRow(
    services.db,
    card.id,
    {
      status: result.status,
      updated_at: nowIso,
      ...(result.deleted && { deleted_at: nowIso }),
      ...(result.approved && { approved_at: nowIso, review_feedback: null }),
      ...(result.review === "rejected" && { review_feedback: comments ?? "" }),
      ...(result.review === "requested" && { review_feedback: null }),
    },
    card.status,
  );
  if (!changed) throw new AppError("conflict", "This card changed a moment ago. Reload it and try again.");
  services.searchCache.invalidate();
  services.slotsCache.invalidate();
  if (result.deleted) await reindexCard(services.db, card.id);
  const updated = (await findCardById(services.db, card.id))!;
  const owner = await services.db.selectFrom("users").select("slug").where("id", "=", card.user_id).executeTakeFirstOrThrow();
  const link = `/advisors/${owner.slug}/${card.slug}`;
  if (result.approved) services.hub.toUser(card.user_id, { name: "CardApproved", data: { cardId: card.id, title: card.title, link } });
  if (result.review === "rejected")
    services.hub.toUser(card.user_id, { name: "CardRejected", data: { cardId: card.id, title: card.title, comments: comments ?? "" } });
  if (isViewable(card.status, false) || isViewable(updated.status, updated.deleted_at !== null))
    announceUpdate(services, updated, owner.slug);
  return updated;
}

/** Finds a card by id (36 characters) or by the advisor's slug and the card's slug, for this viewer. */
export async function viewCard(services: Services, viewer: UserRow | null, identifier: string, userSlug?: string): Promise<CardRow> {
  const card = isCardId(identifier)
    ? await findCardById(services.db, identifier)
    : userSlug
      ? await findCardBySlug(services.db, userSlug, identifier)
      : undefined;
  if (!card) throw notFound(MESSAGES.cardNotFound);
  if (card.deleted_at) throw notFound(MESSAGES.cardDeleted);
  if (!canView(card, await actorFor(services.db, card, viewer))) throw notFound(MESSAGES.cardNotFound);
  return card;
}

export async function cardDetail(services: Services, viewer: UserRow | null, card: CardRow, currency?: string): Promise<CardDetail> {
  const actor = await actorFor(services.db, card, viewer);
  const favourite = viewer
    ? await services.db
        .selectFrom("favourites")
        .select("card_id")
        .where("user_id", "=", viewer.id)
        .where("card_id", "=", card.id)
        .executeTakeFirst()
    : undefined;
  const isReviewer = reviewer(card.type, actor);
  return toDetail(await viewContext(services, viewer, currency), card, {
    isFavourite: favourite !== undefined,
    canSeeFeedback: actor.isOwner || isReviewer,
    canEdit: actor.isOwner && card.deleted_at === null,
  });
}
