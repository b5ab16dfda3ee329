import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";
import type { CardRow } from "./cards.table.ts";
import { marketplaceFacets, withTerms } from "./search-filters.read-model.ts";
import { rotatedPage } from "./search.read-model.ts";

/** Published, live marketplace cards (constants inlined, as in the partial indexes' conditions). */
const liveMarketplaceCards = (db: Db) =>
  db
    .selectFrom("cards")
    .where("cards.status", "=", sql.lit("published"))
    .where("cards.type", "=", sql.lit("marketplace"))
    .where("cards.deleted_at", "is", null);

/** Someone's live cards, personal ones or one group's, newest first (core §7 "a user's cards"). */
export async function ownCardsPage(db: Db, userId: string, groupId: string | null, p: Page) {
  const query = db
    .selectFrom("cards")
    .where("cards.user_id", "=", userId)
    .where("cards.deleted_at", "is", null)
    .where("cards.group_id", groupId ? "=" : "is", groupId);
  const [rows, count] = await Promise.all([
    query
      .selectAll("cards")
      .orderBy("cards.created_at", "desc")
      .orderBy("cards.id")
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { cards: rows as CardRow[], total: Number(count.total) };
}

/** Live cards awaiting review: marketplace ones when `marketplace`, and group ones of `groupIds`; oldest change first. */
export function cardsAwaitingReview(db: Db, marketplace: boolean, groupIds: string[]): Promise<CardRow[]> {
  return db
    .selectFrom("cards")
    .selectAll()
    .where("status", "=", "awaiting-review")
    .where("deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(marketplace ? [eb("type", "=", "marketplace")] : []),
        ...(groupIds.length ? [eb.and([eb("type", "=", "group"), eb("group_id", "in", groupIds)])] : []),
      ]),
    )
    .orderBy("updated_at")
    .execute();
}

/** The groups of the group cards someone saved: the service decides which of them still show. */
export async function favouriteGroupIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("favourites")
    .innerJoin("cards", "cards.id", "favourites.card_id")
    .select("cards.group_id")
    .distinct()
    .where("favourites.user_id", "=", userId)
    .where("cards.type", "=", "group")
    .where("cards.group_id", "is not", null)
    .execute();
  return rows.map((row) => row.group_id!);
}

/**
 * Someone's favourites that are still published or unlisted (core §7), newest saved first: of group
 * cards, only their own and those of `shownGroupIds` (the groups that still let them see their cards).
 */
export async function favouriteCardsPage(db: Db, userId: string, shownGroupIds: readonly string[], p: Page) {
  const query = db
    .selectFrom("favourites")
    .innerJoin("cards", "cards.id", "favourites.card_id")
    .where("favourites.user_id", "=", userId)
    .where("cards.status", "in", ["published", "unlisted"])
    .where("cards.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("cards.type", "!=", "group"),
        eb("cards.user_id", "=", userId),
        ...(shownGroupIds.length ? [eb("cards.group_id", "in", shownGroupIds)] : []),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .selectAll("cards")
      .orderBy("favourites.created_at", "desc")
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { cards: rows as CardRow[], total: Number(count.total) };
}

/**
 * Published marketplace cards sharing skills or categories with this one — and with `groupId`, that
 * group's published cards too — most shared skills first.
 */
export function relatedCardRows(db: Db, cardId: string, { page, limit }: Page, groupId: string | null = null): Promise<CardRow[]> {
  return db
    .selectFrom("cards")
    .selectAll("cards")
    .select(
      sql<number>`(select count(*) from card_skills a join card_skills b on a.skill_id = b.skill_id where a.card_id = cards.id and b.card_id = ${cardId})`.as(
        "shared",
      ),
    )
    .where("cards.status", "=", "published")
    .where((eb) =>
      groupId
        ? eb.or([eb("cards.type", "=", "marketplace"), eb.and([eb("cards.type", "=", "group"), eb("cards.group_id", "=", groupId)])])
        : eb("cards.type", "=", "marketplace"),
    )
    .where("cards.deleted_at", "is", null)
    .where("cards.id", "!=", cardId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("card_skills as a")
            .innerJoin("card_skills as b", "a.skill_id", "b.skill_id")
            .select("a.card_id")
            .whereRef("a.card_id", "=", "cards.id")
            .where("b.card_id", "=", cardId),
        ),
        eb.exists(
          eb
            .selectFrom("card_categories as a")
            .innerJoin("card_categories as b", "a.category_id", "b.category_id")
            .select("a.card_id")
            .whereRef("a.card_id", "=", "cards.id")
            .where("b.card_id", "=", cardId),
        ),
      ]),
    )
    .orderBy("shared", "desc")
    .orderBy("cards.reviews_average", "desc")
    .orderBy("cards.id")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/** A card's reviews by learners of its advisor, newest first, with each reviewer's first name and avatar. */
export async function cardReviewsPage(db: Db, card: Pick<CardRow, "id" | "user_id">, p: Page) {
  const query = db
    .selectFrom("reviews")
    .innerJoin("users", "users.id", "reviews.created_by")
    .where("reviews.card_id", "=", card.id)
    // Only learners' reviews of the advisor are public; an advisor's rating of a learner is for advisors (public-site §6).
    .where("reviews.created_for", "=", card.user_id);
  const [rows, count] = await Promise.all([
    query
      .select(["reviews.id", "reviews.rating", "reviews.comments", "reviews.created_at", "users.first_name", "users.avatar_url"])
      .orderBy("reviews.created_at", "desc")
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Up to `limit` published marketplace cards in a category or its children, in the seeded shuffle's order. */
export async function categoryCards(db: Db, categoryId: string, seed: number, limit: number): Promise<CardRow[]> {
  const inCategory = marketplaceFacets(db).where(
    withTerms(sql`select 'c:' || id from categories where id = ${categoryId} or parent_id = ${categoryId}`),
  );
  return rotatedPage(inCategory, db, seed, 0, limit);
}

/** An advisor's published marketplace cards, newest first. */
export function advisorMarketplaceCards(db: Db, userId: string): Promise<CardRow[]> {
  return db
    .selectFrom("cards")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "published")
    .where("type", "=", "marketplace")
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/** Which of these cards are published, live and on the marketplace (in no particular order). */
export function publishedMarketplaceCardsIn(db: Db, ids: string[]): Promise<CardRow[]> {
  return db
    .selectFrom("cards")
    .selectAll()
    .where("id", "in", ids)
    .where("status", "=", "published")
    .where("type", "=", "marketplace")
    .where("deleted_at", "is", null)
    .execute();
}

/** These cards, whatever their state (in no particular order). */
export function cardsIn(db: Db, ids: string[]): Promise<CardRow[]> {
  return ids.length ? db.selectFrom("cards").selectAll().where("id", "in", ids).execute() : Promise.resolve([]);
}

/** Every published marketplace card with its advisor's slug and last change, newest change first (at most 45,000). */
export function marketplaceSitemapRows(db: Db) {
  return liveMarketplaceCards(db)
    .innerJoin("users", "users.id", "cards.user_id")
    .select(["cards.slug as card", "users.slug as advisor", "cards.updated_at"])
    .orderBy("cards.updated_at", "desc")
    .limit(45_000)
    .execute();
}
