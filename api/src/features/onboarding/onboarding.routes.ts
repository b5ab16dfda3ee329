import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { completeInfoBoxFor, hideOnboarding, infoBoxes, onboarding } from "./onboarding.service.ts";

/** `/api/me/onboarding`: the dashboard's checklist, and hiding it. */
export const meOnboardingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await onboarding(c.get("services"), currentUser(c)) }))
  .post("/hide", async (c) => {
    await hideOnboarding(c.get("services"), currentUser(c));
    return c.body(null, 204);
  });

/** `/api/me/info-boxes` (core §7): the dashboard's info boxes the caller has not completed. */
export const meInfoBoxesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await infoBoxes(c.get("services"), currentUser(c)) }));

/** `/api/users/complete-info-box/{id}` (core §7): marks one done for the caller. */
export const completeInfoBoxRoutes = new Hono<AppEnv>().use(requireUser).post("/:id", async (c) => {
  await completeInfoBoxFor(c.get("services"), currentUser(c), c.req.param("id"));
  return c.body(null, 204);
});
