import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { cardSearchQuerySchema, cardSearchResultSchema } from "@kora/shared/contracts/cards.ts";
import { SEARCH_BOOST_FACTOR } from "@kora/shared/domain/search/boost.ts";
import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, type TestApp } from "../../test/harness.ts";
import { searchCardRows } from "./search.read-model.ts";
import { ftsMatch } from "./search-terms.ts";

/**
 * The Pro search boost (shared/src/domain/search/boost.ts) in marketplace search: it reorders the
 * relevance order of a text search only, within its bound, and never changes which cards match.
 */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const lookups = { perUsd: 1, categoryIds: null, zones: null };
const summary = "I help people plan their next step with care and practical advice. ".repeat(6);

/** Three cards for "founders": B (Basic) most relevant, P (Pro) a little less, Q (Pro) much less; and four more Basic ones. */
async function marketplace() {
  const staff = await makeStaff(t);
  const basic = await makeAdvisor(t, "Bea");
  const pro = await makeAdvisor(t, "Pia");
  const b = await publishedCard(t, basic.cookie, staff.cookie, { title: "Advice for founders", summary, rate: 3000 });
  const p = await publishedCard(t, pro.cookie, staff.cookie, { title: "Practical advice for first-time founders", summary, rate: 2000 });
  const q = await publishedCard(t, pro.cookie, staff.cookie, {
    title: "Careers in product",
    summary: `${summary} Also founders.`,
    rate: 2500,
  });
  const others = [];
  for (const title of ["Founders and fundraising", "Hiring for founders", "Pricing for founders", "Sales coaching for founders"])
    others.push(await publishedCard(t, basic.cookie, staff.cookie, { title, summary, rate: 4000 + others.length }));
  await t.services.db
    .insertInto("plan_subscriptions")
    .values({ id: "sub-pro", user_id: pro.user.id, slug: PRO_SLUG, started_at: t.clock.now.toISOString(), ends_at: null })
    .execute();
  return { b, p, q, others, all: [b, p, q, ...others] };
}

/** Each card's bm25 for the words (lower is more relevant), as search ranks them. */
async function bm25(words: string) {
  const { rows } = await sql<{ id: string; rank: number }>`select c.id, bm25(cards_fts, 10.0, 2.0, 6.0, 6.0, 1.0) as rank
    from cards_fts join cards c on c.rowid = cards_fts.rowid where cards_fts match ${ftsMatch(words)!}`.execute(t.services.db);
  return new Map(rows.map((row) => [row.id, row.rank]));
}

const at = () => t.clock.now.toISOString();
const ids = (page: { cards: { id: string }[] }) => page.cards.map((card) => card.id);

describe("the Pro search boost", () => {
  it("moves a slightly less relevant Pro card ahead, but not a much less relevant one", async () => {
    const { b, p, q } = await marketplace();
    const rank = await bm25("founders");
    // The fixture is what the test says it is: P within the factor of B, Q well outside it.
    expect(rank.get(p)! / rank.get(b)!).toBeLessThan(1);
    expect(rank.get(p)! / rank.get(b)!).toBeGreaterThan(1 / SEARCH_BOOST_FACTOR);
    expect(rank.get(q)! / rank.get(b)!).toBeLessThan(1 / SEARCH_BOOST_FACTOR);

    const query = cardSearchQuerySchema.parse({ swift_search: "founders", limit: "50" });
    const plain = ids(await searchCardRows(t.services.db, query, lookups));
    const boosted = ids(await searchCardRows(t.services.db, query, lookups, at()));
    expect(plain.indexOf(b)).toBeLessThan(plain.indexOf(p));
    expect(boosted.indexOf(p)).toBeLessThan(boosted.indexOf(b));
    expect(boosted.indexOf(b)).toBeLessThan(boosted.indexOf(q));
    expect(boosted.at(-1)).toBe(q);

    // The API ranks with the boost (the search task passes the server's time).
    const api = await bodyOf(await t.call("GET", "/api/cards/search?swift_search=founders&limit=50"), cardSearchResultSchema);
    expect(api.data.map((card) => card.id)).toEqual(boosted);
  });

  it("finds the same cards with and without it, each exactly once across the pages", async () => {
    const { all } = await marketplace();
    for (const limit of [1, 2, 3, 7]) {
      const pages = async (boostAt: string | null) => {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(all.length / limit) + 1; page++) {
          const result = await searchCardRows(
            t.services.db,
            cardSearchQuerySchema.parse({ swift_search: "founders", limit: String(limit), page: String(page) }),
            lookups,
            boostAt,
          );
          expect(result.total).toBe(all.length);
          seen.push(...ids(result));
        }
        return seen;
      };
      const [plain, boosted] = [await pages(null), await pages(at())];
      expect(boosted).toHaveLength(all.length);
      expect(new Set(boosted)).toEqual(new Set(all));
      expect(new Set(plain)).toEqual(new Set(boosted));
    }
  });

  it("leaves explicit sorts, filters and the shuffle alone", async () => {
    await marketplace();
    for (const extra of <{ sort?: string; seed?: string; from_rate?: string; to_rate?: string }[]>[
      { sort: "rate-asc" },
      { sort: "rate-desc" },
      { sort: "newest" },
      { sort: "rating" },
      { sort: "relevance", from_rate: "25", to_rate: "35" },
      { seed: "5" },
    ]) {
      for (const words of [{}, { swift_search: "founders" }]) {
        if (extra.sort === "relevance" && !("swift_search" in words)) continue;
        const query = cardSearchQuerySchema.parse({ ...words, ...extra, limit: "50" });
        const plain = await searchCardRows(t.services.db, query, lookups);
        const boosted = await searchCardRows(t.services.db, query, lookups, at());
        // With words and no sort (a seed only picks the sample), the order is relevance: boosted, the same set.
        const relevance = extra.sort === "relevance" || (!extra.sort && "swift_search" in words);
        if (relevance) expect(new Set(ids(boosted))).toEqual(new Set(ids(plain)));
        else expect(ids(boosted), JSON.stringify({ ...words, ...extra })).toEqual(ids(plain));
        expect(boosted.total).toBe(plain.total);
      }
    }
  });

  it("ends with the plan: an ended Pro subscription gives no boost", async () => {
    const { b, p } = await marketplace();
    await t.services.db.updateTable("plan_subscriptions").set({ ends_at: at() }).where("id", "=", "sub-pro").execute();
    t.clock.advance(1000);
    const query = cardSearchQuerySchema.parse({ swift_search: "founders", limit: "50" });
    const order = ids(await searchCardRows(t.services.db, query, lookups, at()));
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(p));
  });
});
