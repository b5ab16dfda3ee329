import { Hono } from "hono";
import { z } from "zod";
import { ARTICLE_CATEGORY_SLUGS, ARTICLE_SLUG_PATTERN } from "@kora/shared/site/articles.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { notFound } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { articleCategoryCounts, findArticle, listArticles } from "./articles.service.ts";

/** `?category=`, besides the page: 12 articles a page by default, at most 50. */
const listQuery = z.object({
  category: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(ARTICLE_CATEGORY_SLUGS, { error: "There is no article category by that name." }).optional(),
  ),
});

/** `/api/articles`: the blog, from Markdown files with front matter (public-site §2.1). Public, read-only. */
export const articlesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const page = listPage(c.req.query(), 50, 12);
    const { category } = parseOrThrow(listQuery, c.req.query());
    const { articles, total } = await listArticles(c.get("services").now(), { ...page, category });
    return c.json({ data: articles, meta: pageMeta(total, page) });
  })
  // Before `/:slug`: no article may be called "categories".
  .get("/categories", async (c) => c.json({ data: await articleCategoryCounts(c.get("services").now()) }))
  .get("/:slug", async (c) => {
    const slug = c.req.param("slug");
    const article = ARTICLE_SLUG_PATTERN.test(slug) ? await findArticle(c.get("services").now(), slug) : undefined;
    if (!article) throw notFound(MESSAGES.pageNotFound);
    return c.json({ data: article });
  });
