import { Hono } from "hono";
import { updateProBonoSchema } from "@kora/shared/contracts/pro-bono.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { cardProBono, proBonoSummary, updateProBono } from "./pro-bono.service.ts";

/**
 * Mounted at `/api`: the caller's pro-bono budget and this month's use (`me/pro-bono`, core §7), and
 * whether a card takes pro-bono credit (the spec's pro_bono_availability_for_period).
 */
export const proBonoRoutes = new Hono<AppEnv>()
  .get("/me/pro-bono", requireUser, async (c) => c.json({ data: await proBonoSummary(c.get("services"), currentUser(c)) }))
  .put("/me/pro-bono", requireUser, async (c) =>
    c.json({ data: await updateProBono(c.get("services"), currentUser(c), await jsonBody(c, updateProBonoSchema)) }),
  )
  .get("/cards/:id/pro-bono", async (c) => c.json({ data: await cardProBono(c.get("services"), c.get("user"), c.req.param("id")) }));
