import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_CATEGORIES } from "@kora/shared/site/articles.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Read-only endpoints over the real articles in web/content/articles: one app for the file.
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const SUMMARY_KEYS = ["author", "category", "description", "published", "readingMinutes", "slug", "title"];

describe("GET /api/articles", () => {
  it("lists the newest 12 first, as summaries, with page meta", async () => {
    const response = await t.call("GET", "/api/articles");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(12);
    expect(body.meta).toMatchObject({ page: 1, limit: 12 });
    expect(body.meta.total).toBeGreaterThanOrEqual(12);
    const dates = body.data.map((a: { published: string }) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of body.data) {
      expect(
        Object.keys(article)
          .filter((key) => key !== "image")
          .sort(),
      ).toEqual(SUMMARY_KEYS);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
    }
  });

  it("pages with page and limit, and the pages join up without gaps or repeats", async () => {
    const all = (await (await t.call("GET", "/api/articles?limit=50")).json()).data.map((a: { slug: string }) => a.slug);
    const first = await (await t.call("GET", "/api/articles?limit=5&page=1")).json();
    const second = await (await t.call("GET", "/api/articles?limit=5&page=2")).json();
    expect([...first.data, ...second.data].map((a: { slug: string }) => a.slug)).toEqual(all.slice(0, 10));
    expect(second.meta).toMatchObject({ page: 2, limit: 5, total: all.length, pages: Math.ceil(all.length / 5) });
    const beyond = await (await t.call("GET", "/api/articles?page=99")).json();
    expect(beyond.data).toEqual([]);
  });

  it("filters by category", async () => {
    const body = await (await t.call("GET", "/api/articles?category=playbooks")).json();
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((a: { category: string }) => a.category === "playbooks")).toBe(true);
    expect(body.meta.total).toBe(body.data.length);
  });

  it("refuses an unknown category, a limit over 50 and a page below 1 with 422", async () => {
    const unknown = await t.call("GET", "/api/articles?category=gossip");
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.fields.category).toEqual(["There is no article category by that name."]);
    expect((await t.call("GET", "/api/articles?limit=51")).status).toBe(422);
    expect((await t.call("GET", "/api/articles?page=0")).status).toBe(422);
  });

  it("does not list or serve an article dated after today (a scheduled post)", async () => {
    const latest = (await (await t.call("GET", "/api/articles?limit=1")).json()).data[0];
    const dayBefore = new Date(`${latest.published}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const saved = t.clock.now;
    t.clock.now = dayBefore;
    try {
      const listed = (await (await t.call("GET", "/api/articles?limit=50")).json()).data.map((a: { slug: string }) => a.slug);
      expect(listed).not.toContain(latest.slug);
      expect((await t.call("GET", `/api/articles/${latest.slug}`)).status).toBe(404);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe("GET /api/articles/categories", () => {
  it("gives every category in order with its count, and the counts add up to the total", async () => {
    const body = await (await t.call("GET", "/api/articles/categories")).json();
    expect(body.data.map((c: { slug: string }) => c.slug)).toEqual(ARTICLE_CATEGORIES.map((c) => c.slug));
    expect(body.data.find((c: { slug: string }) => c.slug === "kora-editorial").title).toBe("Kora editorial");
    const total = (await (await t.call("GET", "/api/articles?limit=1")).json()).meta.total;
    expect(body.data.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(total);
  });
});

describe("GET /api/articles/:slug", () => {
  it("gives one article with its body as HTML", async () => {
    const response = await t.call("GET", "/api/articles/price-your-half-hour");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ slug: "price-your-half-hour", category: "playbooks", published: "2026-01-14", author: "Elliot Marsh" });
    expect(data.title).toBe("Pricing your time: how to set a half-hour rate that works");
    expect(data.html).toContain("<h2");
    expect(data.html).toContain('<a href="/search">');
    expect(data.html).not.toContain("<h1");
  });

  it("answers 404 'Sorry, the page not found.' for an unknown or malformed slug", async () => {
    for (const slug of ["no-such-article", "Price-Your-Half-Hour", "..%2Fpackage"]) {
      const response = await t.call("GET", `/api/articles/${slug}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(MESSAGES.pageNotFound);
    }
  });
});
