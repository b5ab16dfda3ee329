import { Hono } from "hono";
import { updateProBonoSchema } from "@kora/shared/contracts/pro-bono.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { cardProBono, proBonoSummary, updateProBono } from "./pro-bono.service.ts";

/** Mounted at `/api/me/pro-bono`: the caller's pro-bono budget and this month's use (core §7). */
export const meProBonoRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json({ data: await proBonoSummary(c.get("services"), currentUser(c)) }))
  .put("/", requireUser, async (c) =>
    c.json({ data: await updateProBono(c.get("services"), currentUser(c), await jsonBody(c, updateProBonoSchema)) }),
  );

/** Mounted at `/api/cards`: whether a card takes pro-bono credit (the spec's pro_bono_availability_for_period). */
export const cardProBonoRoutes = new Hono<AppEnv>().get("/:id/pro-bono", async (c) =>
  c.json({ data: await cardProBono(c.get("services"), c.get("user"), c.req.param("id")) }),
);
