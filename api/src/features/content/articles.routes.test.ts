import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_SLUGS,
  type Article,
  type ArticleCategoryCount,
  type ArticleSummary,
} from "@kora/shared/site/articles.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../../test/harness.ts";

/** The wire shapes of shared/site/articles.ts (interfaces there, no zod contract). */
const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ARTICLE_CATEGORY_SLUGS),
  author: z.string(),
  published: z.string(),
  readingMinutes: z.number(),
  image: z.string().optional(),
}) satisfies z.ZodType<ArticleSummary>;
const articleSchema = articleSummarySchema.extend({ html: z.string() }) satisfies z.ZodType<Article>;
const categoryCountSchema = z.object({
  slug: z.enum(ARTICLE_CATEGORY_SLUGS),
  title: z.string(),
  description: z.string(),
  count: z.number(),
}) satisfies z.ZodType<ArticleCategoryCount>;
const articles = async (query: string) => pageOf(await t.call("GET", `/api/articles${query}`), articleSummarySchema);

// Read-only endpoints over the real articles in web/content/articles: one app for the file.
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const SUMMARY_KEYS = ["author", "category", "description", "published", "readingMinutes", "slug", "title"];

describe("GET /api/articles", () => {
  it("lists the newest 12 first, as summaries, with page meta", async () => {
    const response = await t.call("GET", "/api/articles");
    expect(response.status).toBe(200);
    const body = await pageOf(response, articleSummarySchema);
    expect(body.data).toHaveLength(12);
    expect(body.meta).toMatchObject({ page: 1, limit: 12 });
    expect(body.meta.total).toBeGreaterThanOrEqual(12);
    const dates = body.data.map((a) => a.published);
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
    const all = (await articles("?limit=50")).data.map((a) => a.slug);
    const first = await articles("?limit=5&page=1");
    const second = await articles("?limit=5&page=2");
    expect([...first.data, ...second.data].map((a) => a.slug)).toEqual(all.slice(0, 10));
    expect(second.meta).toMatchObject({ page: 2, limit: 5, total: all.length, pages: Math.ceil(all.length / 5) });
    const beyond = await articles("?page=99");
    expect(beyond.data).toEqual([]);
  });

  it("filters by category", async () => {
    const body = await articles("?category=playbooks");
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((a) => a.category === "playbooks")).toBe(true);
    expect(body.meta.total).toBe(body.data.length);
  });

  it("refuses an unknown category, a limit over 50 and a page below 1 with 422", async () => {
    const unknown = await t.call("GET", "/api/articles?category=gossip");
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).fields?.category).toEqual(["There is no article category by that name."]);
    expect((await t.call("GET", "/api/articles?limit=51")).status).toBe(422);
    expect((await t.call("GET", "/api/articles?page=0")).status).toBe(422);
  });

  it("does not list or serve an article dated after today (a scheduled post)", async () => {
    const latest = (await articles("?limit=1")).data[0]!;
    const dayBefore = new Date(`${latest.published}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const saved = t.clock.now;
    t.clock.now = dayBefore;
    try {
      const listed = (await articles("?limit=50")).data.map((a) => a.slug);
      expect(listed).not.toContain(latest.slug);
      expect((await t.call("GET", `/api/articles/${latest.slug}`)).status).toBe(404);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe("GET /api/articles/categories", () => {
  it("gives every category in order with its count, and the counts add up to the total", async () => {
    const categories = await dataOf(await t.call("GET", "/api/articles/categories"), z.array(categoryCountSchema));
    expect(categories.map((c) => c.slug)).toEqual(ARTICLE_CATEGORIES.map((c) => c.slug));
    expect(categories.find((c) => c.slug === "kora-editorial")!.title).toBe("Kora editorial");
    const total = (await articles("?limit=1")).meta.total;
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(total);
  });
});

describe("GET /api/articles/:slug", () => {
  it("gives one article with its body as HTML", async () => {
    const response = await t.call("GET", "/api/articles/price-your-half-hour");
    expect(response.status).toBe(200);
    const data = await dataOf(response, articleSchema);
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
      expect((await errorOf(response)).message).toBe(MESSAGES.pageNotFound);
    }
  });
});
