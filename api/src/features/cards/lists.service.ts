import { sql } from "kysely";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import type { CardRow } from "./cards.table.ts";
import { findCardById } from "./cards.repository.ts";
import { newSeed, rotatedPage } from "./search-terms.ts";

/** The caller's own cards, newest first: personal ones, or one group's (core §7 "a user's cards"). */
export async function myCards(services: Services, user: UserRow, groupId: string | null, p: Page) {
  const query = services.db
    .selectFrom("cards")
    .where("cards.user_id", "=", user.id)
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

/** Cards awaiting this reviewer: marketplace ones for staff, group ones for the admins of their groups. */
export async function reviewQueue(services: Services, user: UserRow): Promise<CardRow[]> {
  const adminOf = (
    await services.db.selectFrom("group_members").select("group_id").where("user_id", "=", user.id).where("is_admin", "=", 1).execute()
  ).map((r) => r.group_id);
  if (!user.is_staff && adminOf.length === 0) throw new AppError("forbidden", MESSAGES.forbidden);
  return services.db
    .selectFrom("cards")
    .selectAll()
    .where("status", "=", "awaiting-review")
    .where("deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        ...(user.is_staff ? [eb("type", "=", "marketplace")] : []),
        ...(adminOf.length ? [eb.and([eb("type", "=", "group"), eb("group_id", "in", adminOf)])] : []),
      ]),
    )
    .orderBy("updated_at")
    .execute();
}

/** The caller's favourites that are still published or unlisted (core §7), newest saved first. */
export async function favourites(services: Services, user: UserRow, p: Page) {
  const query = services.db
    .selectFrom("favourites")
    .innerJoin("cards", "cards.id", "favourites.card_id")
    .where("favourites.user_id", "=", user.id)
    .where("cards.status", "in", ["published", "unlisted"])
    .where("cards.deleted_at", "is", null);
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

export async function setFavourite(services: Services, user: UserRow, card: CardRow, saved: boolean): Promise<void> {
  if (saved) {
    await services.db
      .insertInto("favourites")
      .values({ user_id: user.id, card_id: card.id, created_at: services.now().toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "card_id"]).doNothing())
      .execute();
  } else await services.db.deleteFrom("favourites").where("user_id", "=", user.id).where("card_id", "=", card.id).execute();
}

/** Published marketplace cards sharing skills or categories with this one, most shared skills first. */
export async function relatedCards(services: Services, card: CardRow, limit: number): Promise<CardRow[]> {
  return services.db
    .selectFrom("cards")
    .selectAll("cards")
    .select(
      sql<number>`(select count(*) from card_skills a join card_skills b on a.skill_id = b.skill_id where a.card_id = cards.id and b.card_id = ${card.id})`.as(
        "shared",
      ),
    )
    .where("cards.status", "=", "published")
    .where("cards.type", "=", "marketplace")
    .where("cards.deleted_at", "is", null)
    .where("cards.id", "!=", card.id)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("card_skills as a")
            .innerJoin("card_skills as b", "a.skill_id", "b.skill_id")
            .select("a.card_id")
            .whereRef("a.card_id", "=", "cards.id")
            .where("b.card_id", "=", card.id),
        ),
        eb.exists(
          eb
            .selectFrom("card_categories as a")
            .innerJoin("card_categories as b", "a.category_id", "b.category_id")
            .select("a.card_id")
            .whereRef("a.card_id", "=", "cards.id")
            .where("b.card_id", "=", card.id),
        ),
      ]),
    )
    .orderBy("shared", "desc")
    .orderBy("cards.reviews_average", "desc")
    .orderBy("cards.id")
    .limit(limit)
    .execute();
}

/** A marketplace card's reviews, newest first (ratings and reviews exist only on marketplace cards). */
export async function cardReviews(services: Services, card: CardRow, p: Page) {
  if (card.type !== "marketplace") return { reviews: [], total: 0 };
  const query = services.db
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
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comments: r.comments,
      createdAt: r.created_at,
      createdBy: { firstName: r.first_name, avatarUrl: r.avatar_url },
    })),
    total: Number(count.total),
  };
}

/** Top-level categories, 4 a page, each with up to 4 published marketplace cards in a seeded order. */
export async function exploreCategories(services: Services, page: number, seedInput?: number) {
  const seed = seedInput ?? newSeed();
  const tops = await services.db
    .selectFrom("categories")
    .select(["id", "slug", "name"])
    .where("parent_id", "is", null)
    .orderBy("sort_order")
    .execute();
  const slice = tops.slice((page - 1) * 4, page * 4);
  const groups = await Promise.all(
    slice.map(async (category) => {
      const inCategory = services.db
        .selectFrom("cards")
        .where("cards.status", "=", sql.lit("published"))
        .where("cards.type", "=", sql.lit("marketplace"))
        .where("cards.deleted_at", "is", null)
        .where("cards.id", "in", (eb) =>
          eb
            .selectFrom("card_categories")
            .innerJoin("categories", "categories.id", "card_categories.category_id")
            .select("card_id")
            .where((w) => w.or([w("categories.id", "=", category.id), w("categories.parent_id", "=", category.id)])),
        );
      return { category, cards: (await rotatedPage(inCategory, seed, 0, 4)).rows };
    }),
  );
  return { groups, total: tops.length, seed };
}

/** An advisor's public page: the person and their published marketplace cards. */
export async function advisorPage(services: Services, slug: string) {
  const advisor = await services.db
    .selectFrom("users")
    .select(["id", "slug", "first_name", "last_name", "avatar_url", "timezone", "location", "country"])
    .where("slug", "=", slug)
    .where("is_placeholder", "=", 0)
    .executeTakeFirst();
  if (!advisor) throw notFound(MESSAGES.advisorNotFound);
  const cards = (await services.db
    .selectFrom("cards")
    .selectAll()
    .where("user_id", "=", advisor.id)
    .where("status", "=", "published")
    .where("type", "=", "marketplace")
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .execute()) as CardRow[];
  if (cards.length === 0) throw notFound(MESSAGES.advisorNotFound);
  return { advisor, cards };
}

const SHORT_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** The card's short link code, made on first request (unique; retried on the rare collision). */
export async function shortCode(services: Services, card: CardRow): Promise<string> {
  if (card.short_code) return card.short_code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const bytes = crypto.getRandomValues(new Uint8Array(7));
    const code = [...bytes].map((b) => SHORT_ALPHABET[b % SHORT_ALPHABET.length]).join("");
    try {
      await services.db.updateTable("cards").set({ short_code: code }).where("id", "=", card.id).where("short_code", "is", null).execute();
      return (await findCardById(services.db, card.id))!.short_code!;
    } catch (error) {
      if (!/UNIQUE/.test(String(error))) throw error;
    }
  }
  throw new AppError("unavailable", MESSAGES.server);
}
