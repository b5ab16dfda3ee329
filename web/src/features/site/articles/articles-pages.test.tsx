import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import { Route, Routes, StaticRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_SLUGS,
  type Article,
  type ArticleCategoryCount,
  type ArticleSummary,
} from "@kora/shared/site/articles.ts";
import { HeadContext, type HeadCollector, type PageMetaProps } from "../../../site-app/page-meta.tsx";
import { FetchJsonContext, SiteApiError } from "../../../site-app/site-data.tsx";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import ArticlePage from "./article-page.tsx";
import { pageFromSearch } from "./articles-data.ts";
import ArticlesPage from "./articles-page.tsx";
import { articlesPages } from "./articles.pages.ts";
import CategoryPage from "./category-page.tsx";
import { LatestArticles } from "./latest-articles.tsx";

const summary = (n: number, category: ArticleSummary["category"] = "playbooks"): ArticleSummary => ({
  slug: `article-${n}`,
  title: `Article number ${n}`,
  description: `What article ${n} is about, in a sentence long enough to read like a real description of a real article on the blog.`,
  category,
  author: "Ann Author",
  published: `2026-${String(1 + (n % 12)).padStart(2, "0")}-10`,
  readingMinutes: 4,
});

/** 14 articles: 12 playbooks and 2 success stories, newest first as the API sends them. */
const ALL = Array.from({ length: 14 }, (_, i) => summary(14 - i, i < 12 ? "playbooks" : "success-stories"));
const COUNTS: ArticleCategoryCount[] = ARTICLE_CATEGORIES.map((c) => ({ ...c, count: ALL.filter((a) => a.category === c.slug).length }));

/** A fake articles API with the real one's paging and filtering. */
function fakeApi(path: string): unknown {
  const url = new URL(path, "http://x");
  if (url.pathname === "/api/articles/categories") return COUNTS;
  if (url.pathname === "/api/articles") {
    const page = Number(url.searchParams.get("page") ?? 1);
    const limit = Number(url.searchParams.get("limit") ?? 12);
    const category = url.searchParams.get("category");
    return ALL.filter((a) => !category || a.category === category).slice((page - 1) * limit, page * limit);
  }
  const slug = url.pathname.replace("/api/articles/", "");
  const found = ALL.find((a) => a.slug === slug);
  if (!found) throw new SiteApiError(404, "Sorry, the page not found.");
  return { ...found, html: '<h2>First part</h2><p>Read the <a href="/pricing">pricing page</a>.</p>' } satisfies Article;
}

/** Renders a page as the server does (all data loaded). */
async function render(Page: ComponentType, url: string, pattern = "*") {
  const head = { meta: null, status: 200 } as HeadCollector;
  const calls: string[] = [];
  const fetchJson = async <T,>(path: string): Promise<T> => {
    calls.push(path);
    return fakeApi(path) as T;
  };
  const { prelude } = await prerender(
    <HeadContext value={head}>
      <FetchJsonContext value={fetchJson}>
        <SiteOriginContext value="https://kora.example">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <StaticRouter location={url}>
              <Routes>
                <Route path={pattern} element={<Page />} />
              </Routes>
            </StaticRouter>
          </QueryClientProvider>
        </SiteOriginContext>
      </FetchJsonContext>
    </HeadContext>,
  );
  const html = (await new Response(prelude).text()).replace(/<!-- -->/g, "");
  return { html, meta: head.meta as PageMetaProps, status: head.status, calls };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
const ld = (meta: PageMetaProps): Record<string, unknown>[] =>
  Array.isArray(meta.jsonLd) ? meta.jsonLd : meta.jsonLd ? [meta.jsonLd] : [];
/** The part of CollectionPage JSON-LD the tests read. */
const collectionPageLd = z.object({
  "@type": z.string(),
  mainEntity: z.object({ itemListElement: z.array(z.object({ url: z.string() })) }),
});

function expectSoundPage({ html, meta }: { html: string; meta: PageMetaProps }) {
  expect(count(html, /<h1[\s>]/g)).toBe(1);
  expect(html).not.toContain("<main");
  const levels = headingLevels(html);
  for (const [i, level] of levels.entries()) if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
  expect(meta.title).toMatch(/^.+ \| Kora$/);
  expect(meta.description.length).toBeGreaterThanOrEqual(110);
  expect(meta.description.length).toBeLessThanOrEqual(160);
}

describe("the articles page table", () => {
  it("registers the list, each category (for the sitemap), the category pattern and the article", () => {
    expect(articlesPages[0]).toEqual({ path: "/articles", page: "articles/articles-page.tsx", sitemap: true });
    expect(articlesPages.filter((p) => p.sitemap).map((p) => p.path)).toEqual([
      "/articles",
      ...ARTICLE_CATEGORY_SLUGS.map((slug) => `/articles/category/${slug}`),
    ]);
    expect(articlesPages.slice(-2)).toEqual([
      { path: "/articles/category/:category", page: "articles/category-page.tsx" },
      { path: "/articles/:slug", page: "articles/article-page.tsx" },
    ]);
  });

  it("reads ?page= strictly", () => {
    expect(pageFromSearch("")).toBe(1);
    expect(pageFromSearch("?page=2")).toBe(2);
    for (const bad of ["?page=0", "?page=-1", "?page=two", "?page=1.5", "?page=02"]) expect(pageFromSearch(bad)).toBeNull();
  });
});

describe("/articles", () => {
  it("lists the newest 12 with category chips, a link to the older page and CollectionPage JSON-LD", async () => {
    const page = await render(ArticlesPage, "/articles");
    expectSoundPage(page);
    expect(page.status).toBe(200);
    expect(page.meta.path).toBe("/articles");
    expect(count(page.html, /href="\/articles\/article-\d+"/g)).toBe(12);
    expect(page.html).toContain('href="/articles?page=2"');
    expect(page.html).toContain("Page 1 of 2");
    expect(page.html).toContain('href="/articles/category/playbooks"');
    expect(page.html).toContain('href="/articles/category/success-stories"');
    // Empty categories get no chip.
    expect(page.html).not.toContain('href="/articles/category/society"');
    const collection = collectionPageLd.parse(ld(page.meta)[0]);
    expect(collection["@type"]).toBe("CollectionPage");
    expect(collection.mainEntity.itemListElement[0]?.url).toBe("https://kora.example/articles/article-14");
  });

  it("serves page 2 with its own title, description and canonical, and links back to newer", async () => {
    const page = await render(ArticlesPage, "/articles?page=2");
    expectSoundPage(page);
    expect(page.meta.path).toBe("/articles?page=2");
    expect(page.meta.title).toContain("page 2");
    expect(page.meta.description).toMatch(/Page 2 of 2\.$/);
    expect(count(page.html, /href="\/articles\/article-\d+"/g)).toBe(2);
    expect(page.html).toContain('rel="prev"');
    expect(page.html).not.toContain('rel="next"');
  });

  it("answers 404 with a way on for a page past the last or a malformed page", async () => {
    for (const url of ["/articles?page=3", "/articles?page=abc"]) {
      const page = await render(ArticlesPage, url);
      expect(page.status).toBe(404);
      expect(page.meta.noindex).toBe(true);
      expect(page.html).toContain('href="/get-in-touch"');
      expect(count(page.html, /<h1[\s>]/g)).toBe(1);
    }
  });
});

describe("/articles/category/:category", () => {
  it("shows one category, titled after it, with its chip marked current", async () => {
    const page = await render(CategoryPage, "/articles/category/success-stories");
    expectSoundPage(page);
    expect(page.meta.title).toBe("Articles: Success stories | Kora");
    expect(page.html).toContain("<h1");
    expect(page.html).toMatch(/<h1[^>]*>Success stories<\/h1>/);
    const current = [...page.html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/articles/category/success-stories"');
    expect(count(page.html, /href="\/articles\/article-\d+"/g)).toBe(2);
    expect(page.calls).toContain("/api/articles?page=1&limit=12&category=success-stories");
  });

  it("gives every category a unique title and description", async () => {
    const metas = await Promise.all(
      ARTICLE_CATEGORY_SLUGS.map(async (slug) => (await render(CategoryPage, `/articles/category/${slug}`)).meta),
    );
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    expect(metas.find((m) => m.path === "/articles/category/kora-editorial")!.title).toBe("Articles: Kora editorial | Kora");
  });

  it("answers 404 for an unknown category without asking the API", async () => {
    const page = await render(CategoryPage, "/articles/category/gossip");
    expect(page.status).toBe(404);
    expect(page.html).toContain("no such article category");
    expect(page.html).toContain('href="/get-in-touch"');
    expect(page.calls).toEqual([]);
  });
});

describe("/articles/:slug", () => {
  it("renders the article with Article JSON-LD, a category link, related articles and a way back", async () => {
    const page = await render(ArticlePage, "/articles/article-14", "/articles/:slug");
    expectSoundPage(page);
    expect(page.meta).toMatchObject({ title: "Article number 14 | Kora", type: "article", path: "/articles/article-14" });
    const [article, crumbs] = ld(page.meta);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Article number 14",
      datePublished: ALL[0]!.published,
      author: { "@type": "Person", name: "Ann Author" },
      publisher: { "@type": "Organization", name: "Kora" },
      mainEntityOfPage: { "@id": "https://kora.example/articles/article-14" },
    });
    expect(crumbs!["@type"]).toBe("BreadcrumbList");
    expect(page.html).toContain('<a href="/pricing">pricing page</a>');
    expect(page.html).toContain("More in Playbooks");
    // Three others from the category, not the article itself.
    const related = page.html.slice(page.html.indexOf("More in Playbooks"));
    expect(count(related, /href="\/articles\/article-\d+"/g)).toBe(3);
    expect(related).not.toContain('href="/articles/article-14"');
    expect(page.html).toContain("Back to all articles");
  });

  it("tops up from the newest articles when the category has no other two", async () => {
    const page = await render(ArticlePage, "/articles/article-2", "/articles/:slug");
    expect(page.html).toContain("More from the blog");
  });

  it("answers 404 with a way on for an unknown article", async () => {
    const page = await render(ArticlePage, "/articles/no-such-thing", "/articles/:slug");
    expect(page.status).toBe(404);
    expect(page.meta.noindex).toBe(true);
    expect(page.html).toContain("We can&#x27;t find that article");
    expect(page.html).toContain('href="/get-in-touch"');
  });
});

describe("LatestArticles", () => {
  it("links the two newest, with their dates", async () => {
    const { html, calls } = await render(() => <LatestArticles />, "/");
    expect(calls).toEqual(["/api/articles?limit=2"]);
    expect(count(html, /<li>/g)).toBe(2);
    expect(html).toContain('href="/articles/article-14"');
    expect(html).toContain('<time dateTime="2026-03-10"');
  });
});
