import type { CardDetail, CardSummary } from "@kora/shared/contracts/cards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import { topCategories } from "../catalog/catalog.service.ts";
import { groupsAdministeredBy, groupsShowingCards } from "../groups/groups.service.ts";
import { findPublicUser } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import {
  advisorMarketplaceCards,
  cardReviewsPage,
  cardsAwaitingReview,
  cardsIn,
  categoryCards,
  favouriteCardsPage,
  favouriteGroupIds,
  marketplaceSitemapRows,
  ownCardsPage,
  publishedMarketplaceCardsIn,
  relatedCardRows,
} from "./card-lists.read-model.ts";
import { actorFor, canView } from "./card-access.ts";
import { toSummaries, viewContext, workHistoriesOf } from "./card-views.ts";
import { writeCards } from "./card-writes.ts";
import { findByShortCode, findCardById, setShortCode } from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";
import { newSeed } from "./search-terms.ts";

const summaries = async (services: Pick<Services, "config" | "db" | "now">, viewer: UserRow | null, cards: CardRow[]) =>
  toSummaries(await viewContext(services, viewer), cards);

/** The caller's own cards, newest first: personal ones, or one group's (core §7 "a user's cards"). */
export async function myCards(services: Pick<Services, "config" | "db" | "now">, user: UserRow, groupId: string | null, p: Page) {
  const { cards, total } = await ownCardsPage(services.db, user.id, groupId, p);
  return { data: await summaries(services, user, cards), total };
}

/** Cards awaiting this reviewer: marketplace ones for staff, group ones for the admins of their groups. */
export async function reviewQueue(services: Pick<Services, "config" | "db" | "now">, user: UserRow): Promise<CardSummary[]> {
  const adminOf = await groupsAdministeredBy(services, user.id);
  if (!user.is_staff && adminOf.length === 0) throw new AppError("forbidden", MESSAGES.forbidden);
  return summaries(services, user, await cardsAwaitingReview(services.db, user.is_staff === 1, adminOf));
}

/**
 * The caller's favourites that are still published or unlisted (core §7), newest saved first. A group
 * card they may no longer see (they left, or the group changed its permissions) is left out, not
 * forgotten: it shows again if the group lets them see it again.
 */
export async function favouriteCards(services: Pick<Services, "config" | "db" | "now">, user: UserRow, p: Page) {
  const shown = await groupsShowingCards(services, user, await favouriteGroupIds(services.db, user.id));
  const { cards, total } = await favouriteCardsPage(services.db, user.id, shown, p);
  return { data: await summaries(services, user, cards), total };
}

/**
 * Published marketplace cards sharing skills or categories with this one, most shared skills first,
 * with their work histories. On a group card, the group's similar cards too for those it lets see
 * them (`view-similar-group-cards`).
 */
export async function relatedCards(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  card: CardRow,
  page: Page,
): Promise<(CardSummary & { workHistories: CardDetail["workHistories"] })[]> {
  const similar = card.type === "group" && card.group_id && (await actorFor(services, card, viewer)).rights["see-similar"];
  const related = await relatedCardRows(services.db, card.id, page, similar ? card.group_id : null);
  const [list, histories] = await Promise.all([
    summaries(services, viewer, related),
    workHistoriesOf(
      services.db,
      related.map((r) => r.id),
    ),
  ]);
  return list.map((summary) => ({ ...summary, workHistories: histories.get(summary.id) ?? [] }));
}

/** A marketplace card's reviews, newest first; other cards have no public reviews (core §3 Review): 404. */
export async function cardReviews(services: Pick<Services, "db">, card: CardRow, p: Page) {
  if (card.type !== "marketplace") throw notFound("This card has no public reviews.");
  const { rows, total } = await cardReviewsPage(services.db, card, p);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comments: r.comments,
      createdAt: r.created_at,
      createdBy: { firstName: r.first_name, avatarUrl: r.avatar_url },
    })),
    total,
  };
}

/** A page of top-level categories, each with up to 4 published marketplace cards in a seeded order. */
export async function exploreCategories(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  { page, limit }: Page,
  seedInput?: number,
) {
  const seed = seedInput ?? newSeed();
  const tops = await topCategories(services);
  const slice = tops.slice((page - 1) * limit, page * limit);
  const ctx = await viewContext(services, viewer);
  const groups = await Promise.all(
    slice.map(async (category) => ({ category, cards: await toSummaries(ctx, await categoryCards(services.db, category.id, seed, 4)) })),
  );
  return { groups, total: tops.length, seed };
}

/** An advisor's public page: the person and their published marketplace cards; 404 without any. */
export async function advisorPage(services: Pick<Services, "config" | "db" | "now">, viewer: UserRow | null, slug: string) {
  const advisor = await findPublicUser(services, slug);
  if (!advisor) throw notFound(MESSAGES.advisorNotFound);
  const cards = await advisorMarketplaceCards(services.db, advisor.id);
  if (cards.length === 0) throw notFound(MESSAGES.advisorNotFound);
  return {
    advisor: {
      id: advisor.id,
      slug: advisor.slug,
      firstName: advisor.first_name,
      fullName: `${advisor.first_name} ${advisor.last_name}`.trim(),
      avatarUrl: advisor.avatar_url,
      timezone: advisor.timezone,
      location: advisor.location,
      country: advisor.country,
    },
    cards: await summaries(services, viewer, cards),
  };
}

const SHORT_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** The card's short link code, made on first request (unique; retried on the rare collision). */
export async function shortCode(services: Pick<Services, "db" | "searchCache" | "slotsCache">, card: CardRow): Promise<string> {
  if (card.short_code) return card.short_code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const bytes = crypto.getRandomValues(new Uint8Array(7));
    const code = [...bytes].map((b) => SHORT_ALPHABET[b % SHORT_ALPHABET.length]).join("");
    try {
      await writeCards(services, (tx) => setShortCode(tx, card.id, code));
      return (await findCardById(services.db, card.id))!.short_code!;
    } catch (error) {
      if (!/UNIQUE/.test(String(error))) throw error;
    }
  }
  throw new AppError("unavailable", MESSAGES.server);
}

/**
 * Where a short link code leads: the card's page; home when the card is deleted or not the viewer's
 * to see (a draft, public-site §4); the site's 404 for an unknown code.
 */
export async function shortLinkPath(services: Pick<Services, "db">, viewer: UserRow | null, code: string): Promise<string> {
  const card = await findByShortCode(services.db, code);
  if (!card) return "/not-found";
  if (card.deleted_at || !canView(card, await actorFor(services, card, viewer))) return "/";
  return `/advisors/${card.user_slug}/${card.slug}`;
}

/** List entries of these cards, in the order of `ids` (missing ones left out). */
export async function cardSummariesByIds(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  ids: string[],
): Promise<CardSummary[]> {
  const rows = await cardsIn(services.db, ids);
  return summaries(
    services,
    viewer,
    ids.flatMap((id) => rows.filter((r) => r.id === id)),
  );
}

/** List entries of those of these cards that are published, live and on the marketplace (in no particular order). */
export async function roundupCards(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  ids: string[],
): Promise<CardSummary[]> {
  return summaries(services, viewer, await publishedMarketplaceCardsIn(services.db, ids));
}

/** Every published marketplace card and each of their advisors' pages, as sitemap paths with dates. */
export async function marketplaceSitemapPages(services: Pick<Services, "db">): Promise<{ path: string; lastmod?: string }[]> {
  const rows = await marketplaceSitemapRows(services.db);
  const advisors = new Map<string, string>();
  for (const row of rows) if ((advisors.get(row.advisor) ?? "") < row.updated_at) advisors.set(row.advisor, row.updated_at);
  return [
    ...rows.map((row) => ({ path: `/advisors/${row.advisor}/${row.card}`, lastmod: row.updated_at.slice(0, 10) })),
    ...[...advisors].map(([advisor, updated]) => ({ path: `/advisors/${advisor}`, lastmod: updated.slice(0, 10) })),
  ];
}
