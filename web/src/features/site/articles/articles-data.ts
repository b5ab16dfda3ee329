import { ARTICLES_PAGE_SIZE, type Article, type ArticleCategoryCount, type ArticleSummary } from "@kora/shared/site/articles.ts";
import { useSiteQuery } from "../../../site-app/site-data.tsx";

/** The blog's data as the public pages read it (see api/src/features/content/articles.routes.ts). */

export { ARTICLES_PATH, articlePath, categoryPath } from "./article-links.ts";

/** A list page's own address: page 1 has no query, later pages `?page=N`. */
export const listPagePath = (base: string, page: number) => (page <= 1 ? base : `${base}?page=${page}`);

/**
 * The list page a query string asks for: 1 without `page`, N for `page=N` (N ≥ 1, digits only),
 * null for anything else (the page answers 404 rather than guess).
 */
export function pageFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null;
  return Number(raw);
}

/** Every category with its article count, in the site's order. */
export function useArticleCategories(): ArticleCategoryCount[] {
  return useSiteQuery<ArticleCategoryCount[]>(["articles", "categories"], "/api/articles/categories").data ?? [];
}

/** One page of summaries, newest first, optionally of one category. */
export function useArticleList(category: string | null, page: number, limit = ARTICLES_PAGE_SIZE): ArticleSummary[] {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (category) query.set("category", category);
  return useSiteQuery<ArticleSummary[]>(["articles", "list", category ?? "all", page, limit], `/api/articles?${query}`).data ?? [];
}

/** One article with its HTML, or null when there is no such article. */
export function useArticle(slug: string): Article | null {
  return useSiteQuery<Article>(["articles", "one", slug], `/api/articles/${encodeURIComponent(slug)}`).data;
}
