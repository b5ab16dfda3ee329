import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CardSummary, cardDetailSchema, cardSearchResultSchema } from "@kora/shared/contracts/cards.ts";
import { seedMarketplace } from "../../seed/seed-marketplace.ts";
import { makeAdvisor, makeStaff, postCard, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
const hidden: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedMarketplace(t.services.db, { count: 400, seed: 42, now: t.clock.now });
  // Cards that must never show up in marketplace search, all titled to match "zebra".
  const advisor = await makeAdvisor(t, "Hidden");
  const staff = await makeStaff(t);
  const title = (s: string) => ({ title: `Zebra ${s}`, skills: ["Zebra care", "Stripes"] });
  hidden.push(await postCard(t, advisor.cookie, title("draft")));
  hidden.push(await publishedCard(t, advisor.cookie, staff.cookie, { ...title("private"), type: "private" }));
  const deleted = await publishedCard(t, advisor.cookie, staff.cookie, title("deleted"));
  await t.call("DELETE", `/api/cards/${deleted}`, { cookie: advisor.cookie });
  hidden.push(deleted);
  const unlisted = await publishedCard(t, advisor.cookie, staff.cookie, title("unlisted"));
  await t.call("POST", `/api/cards/${unlisted}/unlist`, { cookie: advisor.cookie });
  hidden.push(unlisted);
  const waiting = await makeAdvisor(t, "Waiting");
  const inReview = await postCard(t, waiting.cookie, title("in review"));
  await t.call("POST", `/api/cards/${inReview}/publish`, { cookie: waiting.cookie });
  hidden.push(inReview);
}, 60_000);
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.call("GET", `/api/cards/search?${query}`);
  expect(response.status).toBe(200);
  return bodyOf(response, cardSearchResultSchema);
}
const all = async (query: string) => (await search(`${query}&limit=100`)).data;

describe("marketplace search", () => {
  it("returns only published marketplace cards, 28 a page by default", async () => {
    const page = await search("");
    expect(page.data).toHaveLength(28);
    expect(page.meta.total).toBe(400);
    expect(page.data.every((card) => card.status === "published" && card.type === "marketplace")).toBe(true);
  });

  it("never returns drafts, private, unlisted, deleted or in-review cards, even when the text matches them", async () => {
    for (const query of ["swift_search=zebra", "skills=Zebra care", "sort=newest&limit=100", "sort=rate-desc&limit=100"]) {
      const ids = (await search(query)).data.map((card) => card.id);
      for (const id of hidden) expect(ids).not.toContain(id);
    }
    expect((await search("swift_search=zebra")).meta.total).toBe(0);
  });

  it("full text finds by title, skill, advisor name and work history, with prefixes, ranked", async () => {
    const spanish = await all("swift_search=conversational spani");
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish[0]!.title.toLowerCase()).toContain("conversational spanish");
    const python = await all("swift_search=python");
    expect(python.every((card) => card.skills.includes("Python") || card.title.toLowerCase().includes("python"))).toBe(true);
    const someone = (await search("limit=1&seed=3")).data[0]!;
    const byName = await all(`swift_search=${encodeURIComponent(someone.user.fullName)}`);
    expect(byName.map((card) => card.user.id)).toContain(someone.user.id);
    expect((await search('swift_search=" OR NEAR(* "')).meta.total).toBeGreaterThanOrEqual(0);
  });

  it.each<[string, (card: CardSummary) => boolean]>([
    [
      "category=technology",
      (c) => c.categories.some((cat) => ["software-engineering", "web-development", "data-science", "design-ux"].includes(cat.slug)),
    ],
    ["category=cat-marketing", (c) => c.categories.some((cat) => cat.slug === "marketing")],
    ["skills=SEO,React", (c) => c.skills.includes("SEO") || c.skills.includes("React")],
    ["languages=sv", (c) => c.advisingIn.includes("sv")],
    ["years_of_experience=20%2B", (c) => c.yearsOfExperience === "20+"],
    ["years_of_experience=1-5,5-10", (c) => ["1-5", "5-10"].includes(c.yearsOfExperience)],
    ["pro_bono=true", (c) => c.proBono],
    ["from_rate=3000&to_rate=6000&currency=USD", (c) => c.convertedRate!.minor >= 2990 && c.convertedRate!.minor <= 6010],
    ["user_timezone=Europe/London", (c) => !c.timezone.startsWith("Australia") && !c.timezone.startsWith("America/Los")],
  ])("%s narrows to matching cards only", async (query, matches) => {
    const everything = (await search("")).meta.total;
    const result = await search(`${query}&limit=100`);
    expect(result.meta.total).toBeGreaterThan(0);
    expect(result.meta.total).toBeLessThan(everything);
    expect(result.data.every(matches)).toBe(true);
  });

  it("location and geolocation narrow by where the advisor is", async () => {
    const sydney = await all("geolocation=-33.87,151.21,40");
    expect(sydney.length).toBeGreaterThan(0);
    expect(sydney.every((card) => card.timezone === "Australia/Sydney")).toBe(true);
    const se = await all("location=SE");
    expect(se.length).toBeGreaterThan(0);
    expect(se.every((card) => card.timezone === "Europe/Stockholm")).toBe(true);
  });

  it("education matches qualifications", async () => {
    const mba = await all("education=MBA");
    expect(mba.length).toBeGreaterThan(0);
    for (const card of mba.slice(0, 5)) {
      const detail = await dataOf(await t.call("GET", `/api/cards/${card.id}`), cardDetailSchema);
      expect(detail.qualifications.some((q) => q.qualification === "MBA")).toBe(true);
    }
  });

  it("a seed gives one shuffled order across pages; another seed gives another", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(`seed=99&page=${page}`)));
    const ids = pages.flatMap((p) => p.data.map((card) => card.id));
    expect(new Set(ids).size).toBe(84);
    expect((await search("seed=99&page=2")).data.map((c) => c.id)).toEqual(pages[1]!.data.map((c) => c.id));
    expect((await search("seed=100")).data.map((c) => c.id)).not.toEqual(pages[0]!.data.map((c) => c.id));
    const fresh = await search("");
    expect(fresh.meta.seed).toEqual(expect.any(Number));
  });

  it("sorts by rate both ways and by newest", async () => {
    const asc = (await search("sort=rate-asc&limit=50")).data.map((c) => c.convertedRate!.minor);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search("sort=rate-desc&limit=50")).data.map((c) => c.convertedRate!.minor);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("rejects malformed parameters with 422", async () => {
    for (const query of ["page=0", "limit=1000", "geolocation=here", "years_of_experience=7", "sort=random"]) {
      expect((await t.call("GET", `/api/cards/search?${query}`)).status).toBe(422);
    }
  });

  it("a group's cards are searchable only by its members", async () => {
    expect((await t.call("GET", "/api/cards/search?group_id=harbour")).status).toBe(403);
  });
});
