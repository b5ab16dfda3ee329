import { useLocation } from "react-router-dom";
import { articleCategory } from "@kora/shared/site/articles.ts";
import { ArticleIndex } from "./article-index.tsx";
import { ArticlesNotFound } from "./articles-ui.tsx";

const PREFIX = "/articles/category/";

/**
 * /articles/category/:category: one category's articles; an unknown category is a 404. The slug is
 * read from the path, since the known categories are registered as static paths (for the sitemap).
 */
export default function CategoryPage() {
  const { pathname } = useLocation();
  const category = articleCategory(pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length).replace(/\/$/, "") : "");
  return category ? <ArticleIndex key={category.slug} category={category} /> : <ArticlesNotFound what="category" />;
}
