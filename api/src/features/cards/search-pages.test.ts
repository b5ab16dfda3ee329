import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { marketplaceFacets } from "./search-filters.read-model.ts";
import { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import { rotatedPage, searchCardRows } from "./search.read-model.ts";
import { ftsMatch, seedOf } from "./search-terms.ts";

/**
 * The seeded shuffle's paging with OFFSET (pages past the first 1,001 matches, and the explore
 * lists): every page of every size, from any seed, is a slice of one rotated order. The property
 * test (search.property.test.ts) covers the pages that come from one walk.
 */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("the seeded shuffle, paged by offset", () => {
  it("gives every page as a slice of the order that starts at the seed and wraps round", async () => {
    const advisor = await makeAdvisor(t, "Ola");
    const staff = await makeStaff(t);
    for (let i = 0; i < 23; i++) await publishedCard(t, advisor.cookie, staff.cookie, { title: `Card number ${i}` });
    const facets = (
      await sql<{ id: string; key: number }>`select c.id, f.shuffle_key as key from card_facets f join cards c on c.rowid = f.card_rowid
        order by f.shuffle_key, f.card_rowid`.execute(t.services.db)
    ).rows;
    expect(facets).toHaveLength(23);
    for (const seed of [1, 7, 123_456, 2 ** 31 - 1]) {
      const start = Math.imul(seed, 0x9e3779b1) >>> 1;
      const order = [...facets.filter((f) => f.key >= start), ...facets.filter((f) => f.key < start)].map((f) => f.id);
      for (const limit of [1, 4, 7, 23, 30]) {
        for (let offset = 0; offset <= 25; offset += limit) {
          const page = await rotatedPage(marketplaceFacets(t.services.db), t.services.db, seed, offset, limit);
          expect(
            page.map((card) => card.id),
            `seed ${seed}, offset ${offset}, limit ${limit}`,
          ).toEqual(order.slice(offset, offset + limit));
        }
      }
    }
    // A page past the end is empty and still says how many there are; so does a search with no match.
    const lookups = { perUsd: 1, categoryIds: null, zones: null };
    const past = await searchCardRows(t.services.db, cardSearchQuerySchema.parse({ seed: "3", page: "9", limit: "7" }), lookups);
    expect(past).toMatchObject({ cards: [], total: 23, totalCapped: false, seed: 3 });
    const none = await searchCardRows(t.services.db, cardSearchQuerySchema.parse({ seed: "3", languages: "he" }), lookups);
    expect(none).toMatchObject({ cards: [], total: 0, totalCapped: false });
    // Relevance without a seed (the site sends none with words): the words pick the sample, the same on every page.
    const words = cardSearchQuerySchema.parse({ swift_search: "card number", limit: "5" });
    const first = await searchCardRows(t.services.db, words, lookups);
    const again = await searchCardRows(t.services.db, { ...words, page: 2 }, lookups);
    expect(first.seed).toBe(seedOf(ftsMatch("card number")!));
    expect(again.seed).toBe(first.seed);
    expect(first.total).toBe(23);
  });
});
