import { readdir, readFile } from "node:fs/promises";
import { z } from "zod";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_SLUGS,
  ARTICLE_SLUG_PATTERN,
  type Article,
  type ArticleCategoryCount,
  type ArticleCategorySlug,
  type ArticleSummary,
} from "@kora/shared/site/articles.ts";
import type { Page } from "../../http/pagination.ts";
import { markdownText, parseFrontMatter, renderMarkdown } from "./markdown.ts";

/** Where the blog's Markdown lives, relative to the working directory (the repo root under vitest and Deno). */
export const ARTICLES_DIR = "web/content/articles";

const WORDS_PER_MINUTE = 200;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Front matter of one article. Strict: a misspelt key is an error, not a silently missing field. */
const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(5).max(110),
  description: z.string().trim().min(50).max(200),
  category: z.enum(ARTICLE_CATEGORY_SLUGS),
  author: z.string().trim().min(2).max(80),
  published: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD.")
    .refine(isCalendarDate, "Not a calendar date."),
  image: z
    .string()
    .regex(/^\/img\/articles\/[a-z0-9-]+\.svg$/, "An SVG under /img/articles/.")
    .optional(),
});

interface LoadedArticle {
  summary: ArticleSummary;
  html: string;
}

/** Reads, validates and renders one file; a problem throws with the file's name. */
function loadArticle(dir: string, file: string, source: string): LoadedArticle {
  const slug = file.replace(/\.md$/, "");
  if (!ARTICLE_SLUG_PATTERN.test(slug))
    throw new Error(`${dir}/${file}: the file name must be a slug (lowercase letters, digits and hyphens).`);
  const { meta, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(meta);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`).join("; ");
    throw new Error(`${dir}/${file}: invalid front matter — ${problems}`);
  }
  if (!body.trim()) throw new Error(`${dir}/${file}: the article has no body.`);
  const words = markdownText(body).split(" ").filter(Boolean).length;
  const { image, ...fields } = parsed.data;
  return {
    summary: { slug, ...fields, ...(image ? { image } : {}), readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) },
    html: renderMarkdown(body),
  };
}

const newestFirst = (a: LoadedArticle, b: LoadedArticle) =>
  b.summary.published.localeCompare(a.summary.published) || a.summary.slug.localeCompare(b.summary.slug);

/** Every article in `dir`, newest first. Not cached: see `articlesIn`. */
export async function readArticles(dir: string = ARTICLES_DIR): Promise<LoadedArticle[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const articles = await Promise.all(files.map(async (file) => loadArticle(dir, file, await readFile(`${dir}/${file}`, "utf8"))));
  return articles.sort(newestFirst);
}

const cache = new Map<string, Promise<LoadedArticle[]>>();

/**
 * The articles of `dir`, read and validated once per process and kept in memory. A broken file
 * fails the request that first loads them, with the file's name; it is not cached, so the next
 * request says so again rather than serving a blog with a hole in it.
 */
export function articlesIn(dir: string = ARTICLES_DIR): Promise<LoadedArticle[]> {
  let loading = cache.get(dir);
  if (!loading) {
    loading = readArticles(dir);
    cache.set(dir, loading);
    loading.catch(() => cache.delete(dir));
  }
  return loading;
}

/** Articles dated today or earlier (a future date is a scheduled post: not listed, not served). */
async function publishedArticles(now: Date, dir?: string): Promise<LoadedArticle[]> {
  const today = now.toISOString().slice(0, 10);
  return (await articlesIn(dir)).filter((article) => article.summary.published <= today);
}

export interface ArticleListQuery extends Page {
  category?: ArticleCategorySlug;
}

/** One page of articles, newest first, optionally in one category. */
export async function listArticles(
  now: Date,
  query: ArticleListQuery,
  dir?: string,
): Promise<{ articles: ArticleSummary[]; total: number }> {
  const all = (await publishedArticles(now, dir)).filter((article) => !query.category || article.summary.category === query.category);
  const start = (query.page - 1) * query.limit;
  return { articles: all.slice(start, start + query.limit).map((article) => article.summary), total: all.length };
}

/** One article with its HTML, or undefined. */
export async function findArticle(now: Date, slug: string, dir?: string): Promise<Article | undefined> {
  const found = (await publishedArticles(now, dir)).find((article) => article.summary.slug === slug);
  return found && { ...found.summary, html: found.html };
}

/** Every category, in the site's order, with how many articles it holds (empty ones too). */
export async function articleCategoryCounts(now: Date, dir?: string): Promise<ArticleCategoryCount[]> {
  const articles = await publishedArticles(now, dir);
  return ARTICLE_CATEGORIES.map((category) => ({
    ...category,
    count: articles.filter((article) => article.summary.category === category.slug).length,
  }));
}

/** Slug and date of every published article, newest first: for sitemap.xml (`/articles/<slug>`, lastmod `published`). */
export async function articleSitemapEntries(now: Date, dir?: string): Promise<{ slug: string; published: string }[]> {
  return (await publishedArticles(now, dir)).map(({ summary }) => ({ slug: summary.slug, published: summary.published }));
}
