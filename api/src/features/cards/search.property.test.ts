/**
 * Property test of marketplace search's fast path: `searchCardRows` against a plain reference over
 * rows read with `select *`. Only the function's signature and result are relied on, so the SQL can
 * change (precomputed columns, capped totals) while this keeps the meaning fixed. Cards are made
 * through the real card service; the data and the filter sets come from one seeded PRNG
 * (SEARCH_PROPERTY_SEED to try another).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildMarketplace,
  CARD_CATEGORIES,
  FIRST_NAMES,
  GROUPS,
  LANGUAGES,
  LAST_NAMES,
  NOUNS,
  ORGANISATIONS,
  PLACES,
  prng,
  type Random,
  ROLES,
  SCHOOLS,
  SKILLS,
  TOPICS,
  YEARS,
  ZONES,
} from "../../test/search-marketplace.ts";
import type { UserRow } from "../users/users.table.ts";
import type { CardRow } from "./cards.table.ts";
import { type SearchLookups, type SearchQuery, searchCardRows } from "./search.read-model.ts";

const SEED = Number(process.env.SEARCH_PROPERTY_SEED ?? 20261124);
const CASES = 200;

// ---------------------------------------------------------------------------------------------
// The reference: plain TypeScript over `select *`
// ---------------------------------------------------------------------------------------------

interface ReferenceCard {
  row: CardRow;
  owner: UserRow;
  languages: Set<string>;
  skillKeys: Set<string>;
  categoryIds: Set<string>;
  qualifications: { qualification: string; subject: string; organization: string }[];
  /** Every word of the indexed text (title, summary, skills, advisor's name, work history), folded. */
  words: string[];
}

interface Reference {
  cards: ReferenceCard[];
  byId: Map<string, ReferenceCard>;
  categories: { id: string; slug: string; parent_id: string | null }[];
}

/** Lower case without diacritics, as the full-text tokenizer (unicode61, remove_diacritics 2) folds. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

async function loadReference(t: TestApp): Promise<Reference> {
  const db = t.services.db;
  const [cards, users, languages, skills, cardSkills, cardCategories, qualifications, histories, categories] = await Promise.all([
    db.selectFrom("cards").selectAll().execute(),
    db.selectFrom("users").selectAll().execute(),
    db.selectFrom("card_languages").selectAll().execute(),
    db.selectFrom("skills").selectAll().execute(),
    db.selectFrom("card_skills").selectAll().execute(),
    db.selectFrom("card_categories").selectAll().execute(),
    db.selectFrom("qualifications").selectAll().execute(),
    db.selectFrom("work_histories").selectAll().execute(),
    db.selectFrom("categories").selectAll().execute(),
  ]);
  const usersById = new Map(users.map((user) => [user.id, user]));
  const skillsById = new Map(skills.map((skill) => [skill.id, skill]));
  const of = <R extends { card_id: string }>(rows: R[], cardId: string) => rows.filter((row) => row.card_id === cardId);
  const result = cards.map((row): ReferenceCard => {
    const owner = usersById.get(row.user_id)!;
    const cardSkillRows = of(cardSkills, row.id).map((cs) => skillsById.get(cs.skill_id)!);
    const history = of(histories, row.id).map((w) => `${w.role} ${w.organization}`);
    return {
      row,
      owner,
      languages: new Set(of(languages, row.id).map((l) => l.language)),
      skillKeys: new Set(cardSkillRows.map((skill) => skill.name_key)),
      categoryIds: new Set(of(cardCategories, row.id).map((c) => c.category_id)),
      qualifications: of(qualifications, row.id),
      words: wordsOf(
        [row.title, row.summary, ...cardSkillRows.map((s) => s.name), `${owner.first_name} ${owner.last_name}`, ...history].join(" "),
      ),
    };
  });
  return { cards: result, byId: new Map(result.map((card) => [card.row.id, card])), categories };
}

/** What the category filter covers: the category (by id or slug) and its children. */
function categoryIdsFor(reference: Reference, idOrSlug: string): string[] {
  const parents = new Set(reference.categories.filter((c) => c.id === idOrSlug || c.slug === idOrSlug).map((c) => c.id));
  return reference.categories.filter((c) => parents.has(c.id) || (c.parent_id !== null && parents.has(c.parent_id))).map((c) => c.id);
}

/** The words a search looks for (at most eight): the last a prefix of some indexed word, the others whole words. */
const searchWords = (text: string | undefined) =>
  (text ?? "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8)
    .map(fold) ?? [];

/** Does the card pass every filter of the query (filters ANDed, values within one filter ORed)? */
function matches(card: ReferenceCard, q: SearchQuery, lookups: SearchLookups): boolean {
  const { row, owner } = card;
  if (row.status !== "published" || row.deleted_at !== null) return false;
  if (q.group_id ? row.type !== "group" || row.group_id !== q.group_id : row.type !== "marketplace") return false;
  const words = searchWords(q.swift_search);
  const found = (word: string, last: boolean) => card.words.some((indexed) => (last ? indexed.startsWith(word) : indexed === word));
  if (!words.every((word, i) => found(word, i === words.length - 1))) return false;
  if (q.from_rate !== undefined && row.rate_usd < Math.floor(q.from_rate / lookups.perUsd)) return false;
  if (q.to_rate !== undefined && row.rate_usd > Math.ceil(q.to_rate / lookups.perUsd)) return false;
  if (lookups.categoryIds && !lookups.categoryIds.some((id) => card.categoryIds.has(id))) return false;
  if (q.skills?.length && !q.skills.some((skill) => card.skillKeys.has(skill.toLowerCase()))) return false;
  if (q.languages?.length && !q.languages.some((language) => card.languages.has(language))) return false;
  if (q.years_of_experience?.length && !q.years_of_experience.includes(row.years_of_experience)) return false;
  if (q.pro_bono && row.pro_bono !== 1) return false;
  if (lookups.zones && !lookups.zones.includes(row.timezone)) return false;
  if (q.location) {
    const place = q.location.replace(/[%_]/g, "").toLowerCase();
    const byCountry = owner.country === q.location.toUpperCase();
    // LIKE '%place%' ignores ASCII case; a missing location matches nothing.
    if (!byCountry && !owner.location?.toLowerCase().includes(place)) return false;
  }
  if (q.geolocation) {
    const [lat, lng, radius = 50] = q.geolocation.split(",").map(Number) as [number, number, number?];
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const dLat = radius / 111.32;
    const dLng = radius / (111.32 * Math.max(cosLat, 0.01));
    const { latitude: y, longitude: x } = owner;
    if (y === null || x === null) return false;
    if (y < lat - dLat || y > lat + dLat || x < lng - dLng || x > lng + dLng) return false;
    // The same arithmetic, in the same order, as an equirectangular distance in km² (111.32² ≈ 12392.1).
    if (((y - lat) * (y - lat) + (x - lng) * cosLat * (x - lng) * cosLat) * 12392.1 > radius * radius) return false;
  }
  if (q.education) {
    const text = q.education.replace(/[%_]/g, "").toLowerCase();
    const hit = (value: string) => value.toLowerCase().includes(text);
    if (!card.qualifications.some((qu) => hit(qu.qualification) || hit(qu.subject) || hit(qu.organization))) return false;
  }
  return true;
}

const SORTED = ["rate-asc", "rate-desc", "newest", "rating"] as const;
type Sorted = (typeof SORTED)[number];
const isSorted = (sort: string | undefined): sort is Sorted => (SORTED as readonly string[]).includes(sort ?? "");

/** The sort key of a card, as text that orders like the sort (ascending). */
function sortKey(card: CardRow, sort: Sorted): string {
  const pad = (n: number) => String(Math.round(n * 10)).padStart(12, "0");
  if (sort === "rate-asc") return pad(card.rate_usd);
  if (sort === "rate-desc") return pad(1e9 - card.rate_usd);
  if (sort === "newest") return String(9e15 - Date.parse(card.created_at)).padStart(20, "0");
  return `${pad(10 - card.reviews_average)}|${pad(1e9 - card.reviews_count)}`;
}

// ---------------------------------------------------------------------------------------------
// Random filter sets
// ---------------------------------------------------------------------------------------------

interface Case {
  /** The query string's parameters (without page); parsed with the real schema so defaults apply. */
  raw: Record<string, string>;
  lookups: SearchLookups;
}

function searchText(r: Random): string {
  const word = () => {
    const source = r.pick([TOPICS, TOPICS, NOUNS, SKILLS, ROLES, ORGANISATIONS, SCHOOLS, LAST_NAMES, FIRST_NAMES, ["zqx", "or", "NEAR"]]);
    const whole = r.pick(source).split(" ")[0]!;
    const cut = r.chance(0.35) ? whole.slice(0, r.int(2, Math.max(2, whole.length - 1))) : whole;
    return r.pick([cut, cut.toLowerCase(), cut.toUpperCase(), `"${cut}"`, `${cut}*`, `(${cut}`]);
  };
  const words = Array.from({ length: r.chance(0.04) ? r.int(9, 11) : r.int(1, 3) }, word);
  return words.join(r.pick([" ", "  ", ", ", " - "]));
}

function randomCase(r: Random, reference: Reference): Case {
  const raw: Record<string, string> = {};
  const lookups: SearchLookups = { perUsd: 1, categoryIds: null, zones: null };
  const p = 0.28;
  if (r.chance(0.4)) raw.swift_search = searchText(r);
  if (r.chance(p)) raw.from_rate = String(r.pick([0, 1, 1000, 1500, 2500, 5000, 9000, 16000]));
  if (r.chance(p)) raw.to_rate = String(r.pick([0, 1000, 1600, 3000, 6600, 12000, 30000]));
  if (r.chance(p)) {
    const category = r.pick([...CARD_CATEGORIES, "technology", "careers", "money", "cat-education", "investing", "cat-nope"]);
    raw.category = category;
    lookups.categoryIds = categoryIdsFor(reference, category);
  }
  if (r.chance(p)) {
    const skills = r.some([...SKILLS, "Knitting"], 1, 3).map((skill) => r.pick([skill, skill.toLowerCase(), skill.toUpperCase()]));
    raw.skills = skills.join(r.pick([",", ", "]));
  }
  if (r.chance(p)) raw.languages = r.some([...LANGUAGES, "zh"], 1, 2).join(",");
  if (r.chance(p)) raw.years_of_experience = r.some(YEARS, 1, 2).join(",");
  if (r.chance(p)) raw.pro_bono = r.pick(["true", "1", "false", "0"]);
  if (r.chance(p)) {
    const zones = r.some([...ZONES, "America/Chicago"], 1, 3);
    raw.user_timezone = zones[0]!;
    lookups.zones = zones;
  }
  if (r.chance(0.2)) {
    raw.location = r.pick([
      "AU",
      "au",
      "SE",
      "GB",
      "nz",
      "US",
      "Sydney",
      "syd",
      "London",
      "lond",
      "on",
      "Auckland",
      "york",
      " Berlin ",
      "%",
      "zz",
    ]);
  }
  if (r.chance(0.2)) {
    const place = r.pick(PLACES.filter((x) => x.at !== null));
    const [lat, lng] = place.at!;
    const shift = () => r.next() - 0.5;
    const point = `${(lat + shift()).toFixed(2)},${(lng + shift()).toFixed(2)}`;
    raw.geolocation = r.chance(0.4) ? point : `${point},${r.pick([1, 10, 25, 50, 80, 150, 1000, 20000])}`;
  }
  if (r.chance(0.25)) {
    // Words found only in the qualification, only in the subject, only in the school; "%" matches any.
    raw.education = r.pick(["MBA", "phd", "Diploma", "Science", "music", "Finance", "Harvard", "oxford", "Uni", "%", "xyz"]);
  }
  if (r.chance(0.1)) raw.group_id = r.pick([...GROUPS, "g-none"]);
  const sort = r.pick([undefined, "relevance", "rate-asc", "rate-desc", "newest", "rating"]);
  if (sort) raw.sort = sort;
  if (r.chance(0.7)) raw.seed = String(r.int(0, 2 ** 31));
  raw.limit = String(r.pick([7, 7, 7, 5, 12]));
  return { raw, lookups };
}

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let reference: Reference;
beforeAll(async () => {
  t = await createTestApp();
  await buildMarketplace(t, prng(SEED));
  reference = await loadReference(t);
}, 60_000);
afterAll(() => t.close());

const parse = (raw: Record<string, string>) => cardSearchQuerySchema.parse(raw);

/** Runs one filter set over all its pages and checks the properties; returns how many cards it expected. */
async function checkCase(c: Case): Promise<number> {
  const label = `SEARCH_PROPERTY_SEED=${SEED} filter set: ${JSON.stringify(c)}`;
  const first = parse(c.raw);
  const expected = reference.cards.filter((card) => matches(card, first, c.lookups)).map((card) => card.row);
  const shuffled = first.sort === undefined || first.sort === "relevance" ? searchWords(first.swift_search).length === 0 : false;
  const limit = first.limit;
  const pages: string[][] = [];
  const totals: number[] = [];
  let seed = c.raw.seed;
  for (let page = 1; ; page++) {
    const result = await searchCardRows(
      t.services.db,
      parse({ ...c.raw, ...(seed !== undefined && { seed }), page: String(page) }),
      c.lookups,
    );
    if (page === 1 && shuffled) {
      expect(result.seed, `${label}\na shuffled page must say its seed`).toEqual(
        c.raw.seed === undefined ? expect.any(Number) : Number(seed),
      );
    }
    if (seed === undefined && typeof result.seed === "number") seed = String(result.seed);
    totals.push(result.total);
    pages.push(result.cards.map((card) => card.id));
    if (result.cards.length < limit) break;
    if (page > Math.ceil(expected.length / limit) + 1) throw new Error(`${label}\npages go on past the expected ${expected.length} cards`);
  }
  const ids = pages.flat();
  const describeIds = (list: string[]) =>
    list.map((id) => {
      const card = reference.byId.get(id)?.row;
      return card ? `${card.title} [${card.type}/${card.status}${card.deleted_at ? "/deleted" : ""}]` : `${id} (unknown)`;
    });

  // 1. All pages together hold exactly the matching cards; 2. none of them twice.
  const got = new Set(ids);
  const want = new Set(expected.map((card) => card.id));
  expect(
    { missing: describeIds([...want].filter((id) => !got.has(id))), unexpected: describeIds([...got].filter((id) => !want.has(id))) },
    `${label}\nthe cards over all pages`,
  ).toEqual({ missing: [], unexpected: [] });
  expect(ids.length, `${label}\na card appears on more than one page`).toBe(got.size);

  // 3. Every page's total is the number of matching cards (past 1,000 it may be capped at 1,000 or more).
  const totalOk = (total: number) => (expected.length <= 1000 ? total === expected.length : total >= 1000);
  expect(
    totals.filter((total) => !totalOk(total)),
    `${label}\ntotals of pages 1…${pages.length}, want ${expected.length}`,
  ).toEqual([]);

  // 2, continued: the same page asked again (with the same seed) gives the same cards in the same order.
  const again = 1 + (ids.length % pages.length);
  const repeat = await searchCardRows(
    t.services.db,
    parse({ ...c.raw, ...(seed !== undefined && { seed }), page: String(again) }),
    c.lookups,
  );
  expect(
    repeat.cards.map((card) => card.id),
    `${label}\npage ${again} asked again`,
  ).toEqual(pages[again - 1]);

  // 4. Sorted searches come in the sort's order (ties in any order).
  if (isSorted(first.sort)) {
    const sort = first.sort;
    const keys = ids.map((id) => sortKey(reference.byId.get(id)!.row, sort));
    const wanted = expected.map((card) => sortKey(card, sort)).sort();
    expect(keys, `${label}\norder of ${sort}`).toEqual(wanted);
  }
  return expected.length;
}

describe("marketplace search against a plain reference (property)", () => {
  it("builds data that exercises every filter and state", () => {
    const rows = reference.cards.map((card) => card.row);
    const live = rows.filter((row) => row.status === "published" && row.deleted_at === null && row.type === "marketplace");
    expect(live.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["draft", "awaiting-review", "published", "unlisted"]));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(["marketplace", "group", "private"]));
    expect(rows.some((row) => row.deleted_at !== null)).toBe(true);
    expect(live.some((row) => row.reviews_count > 0)).toBe(true);
    expect(new Set(live.map((row) => row.created_at)).size).toBeLessThan(live.length); // ties in newest
    expect(new Set(live.map((row) => row.rate_usd)).size).toBeGreaterThan(5);
  });

  it(`${CASES} random filter sets: every page together is exactly the matching cards, totals agree, sorts hold`, async () => {
    const r = prng(SEED ^ 0x5eed);
    const sizes: number[] = [];
    for (let i = 0; i < CASES; i++) sizes.push(await checkCase(randomCase(r, reference)));
    // The property means little if most filter sets match nothing, or everything.
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(CASES / 3);
    expect(sizes.filter((n) => n > 1 && n < 40).length).toBeGreaterThan(CASES / 5);
  }, 60_000);

  it("the unfiltered search, with and without a seed, in every order", async () => {
    for (const sort of [undefined, "relevance", ...SORTED]) {
      for (const seed of [undefined, "0", "2147483648"]) {
        const raw: Record<string, string> = { limit: "28", ...(sort && { sort }), ...(seed && { seed }) };
        expect(await checkCase({ raw, lookups: { perUsd: 1, categoryIds: null, zones: null } })).toBeGreaterThan(100);
      }
    }
  });

  it("a group search finds only that group's published, live cards", async () => {
    for (const group of GROUPS) {
      const inGroup = reference.cards.filter((card) => card.row.group_id === group).map((card) => card.row);
      // Some of the group's cards must be hidden (drafts, in review, unlisted, deleted) for this to mean anything.
      expect(inGroup.some((row) => row.status !== "published" || row.deleted_at !== null)).toBe(true);
      const lookups = { perUsd: 1, categoryIds: null, zones: null };
      const shown = await checkCase({ raw: { group_id: group, limit: "7", seed: "11" }, lookups });
      expect(shown).toBeGreaterThan(0);
      const result = await searchCardRows(t.services.db, parse({ group_id: group, limit: "100" }), lookups);
      expect(result.cards.every((card) => card.type === "group" && card.group_id === group && card.status === "published")).toBe(true);
      expect(result.cards.map((card) => card.id).sort()).toEqual(
        inGroup
          .filter((row) => row.status === "published" && row.deleted_at === null)
          .map((row) => row.id)
          .sort(),
      );
    }
  });
});
