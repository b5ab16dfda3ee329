import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** `/api/articles`: the blog, from Markdown files with front matter (issue 6). */
export const articlesRoutes = new Hono<AppEnv>();
