import type { SitePage } from "../../../site-app/site-page.ts";

/** The blog's categories (ARTICLE_CATEGORY_SLUGS, written out so this table stays light: every page loads it). */
const CATEGORIES = ["success-stories", "playbooks", "kora-editorial", "business", "innovation", "lifestyle", "society", "creativity"];

/**
 * The articles pages of the public site (see web/src/site-app/site-page.ts). Each category's page is
 * listed for the sitemap; the pattern catches unknown ones (a 404). Articles themselves are listed
 * in sitemap.xml by the server, with their dates.
 */
export const articlesPages: SitePage[] = [
  { path: "/articles", page: "articles/articles-page.tsx", sitemap: true },
  ...CATEGORIES.map((slug) => ({ path: `/articles/category/${slug}`, page: "articles/category-page.tsx", sitemap: true })),
  { path: "/articles/category/:category", page: "articles/category-page.tsx" },
  { path: "/articles/:slug", page: "articles/article-page.tsx" },
];
