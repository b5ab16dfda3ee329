import { Hono } from "hono";
import { MESSAGES } from "@kora/shared/messages.ts";
import { notFound } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { roundupView } from "./roundups.service.ts";

/** `/api/roundups/:slug`: a roundup page's banner and its curated, live marketplace cards (public-site §2.1). Public. */
export const roundupsRoutes = new Hono<AppEnv>().get("/:slug", async (c) => {
  const roundup = await roundupView(c.get("services"), c.get("user"), c.req.param("slug"));
  if (!roundup) throw notFound(MESSAGES.pageNotFound);
  return c.json({ data: roundup });
});
