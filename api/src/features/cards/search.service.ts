import { sql, type SqlBool } from "kysely";
import type { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { categoryWithChildren, loadRates } from "../catalog/catalog.repository.ts";
import type { UserRow } from "../users/users.table.ts";
import { membership } from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";
import { ftsMatch, newSeed, rotatedPage, zonesNear } from "./search-terms.ts";

export type SearchQuery = z.output<typeof cardSearchQuerySchema>;

export interface SearchResult {
  cards: CardRow[];
  total: number;
  seed: number | null;
  currency: string;
}

/**
 * Marketplace search (core §7). Only published, live marketplace cards — or, with group_id, that
 * group's published cards for its members. Filters narrow; sort or the seed decides the order.
 */
export async function searchCards(services: Services, viewer: UserRow | null, q: SearchQuery): Promise<SearchResult> {
  const { db } = services;
  const currency = q.currency ?? viewer?.currency ?? "AUD";
  const match = ftsMatch(q.swift_search);
  // No join on users: the advisor's place is filtered through subqueries, so counts stay on card indexes.
  // Constants are inlined (sql.lit), not bound: only then can SQLite see that the partial indexes'
  // conditions hold and answer counts from the index alone (1.9 ms instead of 100 ms at 100k cards).
  let query = db.selectFrom("cards").where("cards.status", "=", sql.lit("published")).where("cards.deleted_at", "is", null);

  if (q.group_id) {
    if (!viewer || !(await membership(db, q.group_id, viewer.id)))
      throw new AppError("forbidden", "Only members can search this group's cards.");
    query = query.where("cards.type", "=", sql.lit("group")).where("cards.group_id", "=", q.group_id);
  } else query = query.where("cards.type", "=", sql.lit("marketplace"));

  // Filter by rowid IN (…): the planner counts that quickly; the rank is joined only to order a page by it.
  if (match) query = query.where(sql<SqlBool>`cards.rowid in (select rowid from cards_fts where cards_fts match ${match})`);
  if (q.from_rate !== undefined || q.to_rate !== undefined) {
    const perUsd = (await loadRates(db))[currency] ?? 1;
    if (q.from_rate !== undefined) query = query.where("cards.rate_usd", ">=", Math.floor(q.from_rate / perUsd));
    if (q.to_rate !== undefined) query = query.where("cards.rate_usd", "<=", Math.ceil(q.to_rate / perUsd));
  }
  if (q.category) {
    const ids = await categoryWithChildren(db, q.category);
    query = query.where("cards.id", "in", (eb) =>
      eb
        .selectFrom("card_categories")
        .select("card_id")
        .where("category_id", "in", ids.length ? ids : [""]),
    );
  }
  if (q.skills?.length) {
    const keys = q.skills.map((skill) => skill.toLowerCase());
    query = query.where("cards.id", "in", (eb) =>
      eb
        .selectFrom("card_skills")
        .innerJoin("skills", "skills.id", "card_skills.skill_id")
        .select("card_skills.card_id")
        .where("skills.name_key", "in", keys),
    );
  }
  if (q.languages?.length) {
    query = query.where("cards.id", "in", (eb) => eb.selectFrom("card_languages").select("card_id").where("language", "in", q.languages!));
  }
  if (q.years_of_experience?.length) query = query.where("cards.years_of_experience", "in", q.years_of_experience);
  if (q.pro_bono) query = query.where("cards.pro_bono", "=", 1);
  if (q.user_timezone) query = query.where("cards.timezone", "in", zonesNear(q.user_timezone, services.now()));
  if (q.location) {
    const text = q.location.toUpperCase();
    query = query.where("cards.user_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("users.id")
        .where((w) => w.or([w("users.country", "=", text), w("users.location", "like", `%${q.location!.replace(/[%_]/g, "")}%`)])),
    );
  }
  if (q.geolocation) {
    const [lat, lng, radius = 50] = q.geolocation.split(",").map(Number) as [number, number, number?];
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const dLat = radius / 111.32;
    const dLng = radius / (111.32 * Math.max(cosLat, 0.01));
    query = query.where("cards.user_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("users.id")
        .where("users.latitude", ">=", lat - dLat)
        .where("users.latitude", "<=", lat + dLat)
        .where("users.longitude", ">=", lng - dLng)
        .where("users.longitude", "<=", lng + dLng)
        .where(
          sql<SqlBool>`((users.latitude - ${lat}) * (users.latitude - ${lat}) + (users.longitude - ${lng}) * ${cosLat} * (users.longitude - ${lng}) * ${cosLat}) * 12392.1 <= ${radius * radius}`,
        ),
    );
  }
  if (q.education) {
    const like = `%${q.education.replace(/[%_]/g, "")}%`;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("qualifications")
          .select("card_id")
          .whereRef("qualifications.card_id", "=", "cards.id")
          .where((w) => w.or([w("qualification", "like", like), w("subject", "like", like), w("organization", "like", like)])),
      ),
    );
  }

  const total = async () => Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const offset = (q.page - 1) * q.limit;
  const sort = q.sort ?? (match ? "relevance" : "shuffle");
  if (sort === "shuffle" || (sort === "relevance" && !match)) {
    const seed = q.seed ?? newSeed();
    const { rows, total: count } = await rotatedPage(query, seed, offset, q.limit);
    return { cards: rows, total: count, seed, currency };
  }
  let page = query.selectAll("cards");
  if (sort === "relevance") {
    page = page
      .innerJoin(
        sql<{
          fts_rowid: number;
          rank: number;
        }>`(select rowid as fts_rowid, bm25(cards_fts, 10.0, 2.0, 6.0, 6.0, 1.0) as rank from cards_fts where cards_fts match ${match})`.as(
          "hits",
        ),
        (join) => join.on(sql`hits.fts_rowid`, "=", sql`cards.rowid`),
      )
      .orderBy(sql`hits.rank`);
  } else if (sort === "rate-asc") page = page.orderBy("cards.rate_usd", "asc");
  else if (sort === "rate-desc") page = page.orderBy("cards.rate_usd", "desc");
  else if (sort === "newest") page = page.orderBy("cards.created_at", "desc");
  else page = page.orderBy("cards.reviews_average", "desc").orderBy("cards.reviews_count", "desc");
  const [cards, count] = await Promise.all([page.orderBy("cards.id").limit(q.limit).offset(offset).execute(), total()]);
  return { cards: cards as CardRow[], total: count, seed: q.seed ?? null, currency };
}
