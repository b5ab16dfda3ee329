import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** `/api/content/pages/:slug`: the site's Markdown documents (legal pages) as HTML (issue 6). */
export const contentRoutes = new Hono<AppEnv>();
