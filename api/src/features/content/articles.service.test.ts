import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ARTICLE_CATEGORY_SLUGS } from "@kora/shared/site/articles.ts";
import { articleSitemapEntries, articlesIn, readArticles } from "./articles.service.ts";
import { markdownText, parseFrontMatter } from "./markdown.ts";

const TODAY = "2026-11-21";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempArticles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "kora-articles-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const valid = (overrides: Record<string, string> = {}) => {
  const meta = {
    title: "A perfectly fine title",
    description: "A description that is long enough to pass the check on its length, which wants fifty.",
    category: "playbooks",
    author: "Ann Author",
    published: "2026-05-01",
    ...overrides,
  };
  return `---\n${Object.entries(meta)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n## Hello\n\nSome words here.\n`;
};

describe("loading articles", () => {
  it("fails loudly, naming the file and the field, on bad front matter", async () => {
    const dir = tempArticles({ "good.md": valid(), "bad-one.md": valid({ category: "gossip" }) });
    await expect(readArticles(dir)).rejects.toThrow(/bad-one\.md: invalid front matter — category/);
  });

  it("refuses a misspelt key, an impossible date and a file name that is not a slug", async () => {
    await expect(readArticles(tempArticles({ "a.md": valid({ autor: "Typo" }) }))).rejects.toThrow(/a\.md: invalid front matter/);
    await expect(readArticles(tempArticles({ "a.md": valid({ published: "2026-02-30" }) }))).rejects.toThrow(
      /published: Not a calendar date/,
    );
    await expect(readArticles(tempArticles({ "Not_A_Slug.md": valid() }))).rejects.toThrow(/Not_A_Slug\.md: the file name must be a slug/);
  });

  it("does not cache a failed load, and caches a good one", async () => {
    const broken = tempArticles({ "a.md": "no front matter at all" });
    await expect(articlesIn(broken)).rejects.toThrow(/a\.md/);
    writeFileSync(join(broken, "a.md"), valid());
    const first = await articlesIn(broken);
    expect(first.map((a) => a.summary.slug)).toEqual(["a"]);
    writeFileSync(join(broken, "b.md"), valid());
    expect(await articlesIn(broken)).toBe(first);
  });

  it("lists slugs and dates for the sitemap, newest first, leaving out future ones", async () => {
    const dir = tempArticles({
      "old.md": valid({ published: "2026-01-02" }),
      "new.md": valid({ published: "2026-03-04" }),
      "later.md": valid({ published: "2027-01-01" }),
    });
    expect(await articleSitemapEntries(new Date(`${TODAY}T09:00:00Z`), dir)).toEqual([
      { slug: "new", published: "2026-03-04" },
      { slug: "old", published: "2026-01-02" },
    ]);
  });
});

describe("the blog's own articles (web/content/articles)", async () => {
  const articles = await readArticles();
  const sources = new Map(
    articles.map((a) => [a.summary.slug, parseFrontMatter(readFileSync(`web/content/articles/${a.summary.slug}.md`, "utf8")).body]),
  );

  it("has at least 12, every category covered, success stories and playbooks at least twice", () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const slug of ARTICLE_CATEGORY_SLUGS) {
      const count = articles.filter((a) => a.summary.category === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(slug === "success-stories" || slug === "playbooks" ? 2 : 1);
    }
  });

  it("dates them in 2026, no later than today", () => {
    for (const { summary } of articles) expect(summary.published >= "2026-01-01" && summary.published <= TODAY, summary.slug).toBe(true);
  });

  it("gives each a unique title and a unique 110–160 character description (they are the pages' meta)", () => {
    expect(new Set(articles.map((a) => a.summary.title)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.summary.description)).size).toBe(articles.length);
    for (const { summary } of articles) expect(summary.description.length, summary.slug).toBeGreaterThanOrEqual(110);
    for (const { summary } of articles) expect(summary.description.length, summary.slug).toBeLessThanOrEqual(160);
  });

  it("keeps each between 400 and 900 words", () => {
    for (const [slug, body] of sources) {
      const words = markdownText(body).split(" ").length;
      expect(words, slug).toBeGreaterThanOrEqual(400);
      expect(words, slug).toBeLessThanOrEqual(900);
    }
  });

  it("starts headings at level 2 (the page's h1 is the title) and never skips a level", () => {
    for (const [slug, body] of sources) {
      let previous = 1;
      for (const match of body.matchAll(/^(#{1,6}) /gm)) {
        const level = match[1]!.length;
        expect(level, slug).toBeGreaterThanOrEqual(2);
        expect(level - previous, `${slug}: ${match[0]}`).toBeLessThanOrEqual(1);
        previous = level;
      }
    }
  });

  it("links only to site paths or https, and to articles that exist", () => {
    const slugs = new Set(articles.map((a) => a.summary.slug));
    for (const [slug, body] of sources) {
      for (const [, href] of body.matchAll(/\]\(([^)]+)\)/g)) {
        expect(href!.startsWith("/") || href!.startsWith("https://"), `${slug}: ${href}`).toBe(true);
        const article = /^\/articles\/([^/]+)$/.exec(href!);
        if (article) expect(slugs.has(article[1]!), `${slug} links to ${href}`).toBe(true);
      }
    }
  });

  it("never uses placeholder text", () => {
    for (const [slug, body] of sources) expect(body, slug).not.toMatch(/lorem|ipsum|TODO|TBD|\bXXX\b/i);
  });
});
