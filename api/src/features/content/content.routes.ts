import { Hono } from "hono";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { sitePages } from "./content.service.ts";

/** `/api/content/pages/:slug`: the site's Markdown documents (legal pages) as sanitised HTML (public-site §2.1). */
export const contentRoutes = new Hono<AppEnv>().get("/pages/:slug", async (c) => {
  const document = await sitePages.get(c.req.param("slug"));
  if (!document) throw new AppError("not_found", MESSAGES.pageNotFound);
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: document });
});
