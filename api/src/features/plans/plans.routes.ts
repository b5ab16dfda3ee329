import { Hono } from "hono";
import { subscribeSchema } from "@kora/shared/contracts/plans.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireStaff, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { answerProRequest, listPlans, listProRequests, listSubscriptions, subscribe, unsubscribeFrom } from "./plans.service.ts";

/**
 * `/api/subscriptions` (core §7): the plans (anyone; with the caller's state when signed in),
 * subscribing and downgrading (the caller's own), and the Pro requests staff answer.
 */
export const subscriptionsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const slug = c.req.query("filter[slug]") ?? c.req.query("slug");
    return c.json({ data: await listSubscriptions(c.get("services"), c.get("user") ?? null, slug) });
  })
  .get("/pro-requests", requireUser, requireStaff, async (c) => c.json({ data: await listProRequests(c.get("services")) }))
  .post("/pro-requests/:id/approve", requireUser, requireStaff, async (c) => {
    await answerProRequest(c.get("services"), currentUser(c), c.req.param("id"), true);
    return c.json({ data: await listProRequests(c.get("services")) });
  })
  .post("/pro-requests/:id/decline", requireUser, requireStaff, async (c) => {
    await answerProRequest(c.get("services"), currentUser(c), c.req.param("id"), false);
    return c.json({ data: await listProRequests(c.get("services")) });
  })
  .post("/:id/subscribe", requireUser, async (c) => {
    const { message } = await jsonBody(c, subscribeSchema);
    const services = c.get("services");
    const result = await subscribe(services, currentUser(c), c.req.param("id"), message);
    return c.json({ data: { result, plans: await listPlans(services, currentUser(c)) } }, 201);
  })
  .put("/:id/unsubscribe", requireUser, async (c) => {
    const services = c.get("services");
    await unsubscribeFrom(services, currentUser(c), c.req.param("id"));
    return c.json({ data: await listPlans(services, currentUser(c)) });
  });
