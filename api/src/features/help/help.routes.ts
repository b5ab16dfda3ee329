import { Hono } from "hono";
import { helpCentre } from "@kora/shared/site/help/help-centre.ts";
import type { AppEnv } from "../../http/context.ts";

/** The same for everyone and changes only with a deploy: browsers and proxies may keep it for 5 minutes. */
const CACHE_CONTROL = "public, max-age=300";

/** `/api/help`: the whole help centre (categories → sections → questions) for /faq, as data rather than page code. */
export const helpRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", CACHE_CONTROL);
  return c.json({ data: helpCentre() });
});
