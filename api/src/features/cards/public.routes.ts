import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { toSummaries } from "./card-views.ts";
import { viewCard, viewContext } from "./cards.service.ts";
import { advisorPage, shortCode } from "./lists.service.ts";

/** `/api/advisors/:slug`: the advisor and their published marketplace cards. */
export const advisorsRoutes = new Hono<AppEnv>().get("/:slug", async (c) => {
  const { advisor, cards } = await advisorPage(c.var.services, c.req.param("slug"));
  return c.json({
    data: {
      advisor: {
        id: advisor.id,
        slug: advisor.slug,
        firstName: advisor.first_name,
        fullName: `${advisor.first_name} ${advisor.last_name}`.trim(),
        avatarUrl: advisor.avatar_url,
        timezone: advisor.timezone,
        location: advisor.location,
        country: advisor.country,
      },
      cards: await toSummaries(await viewContext(c.var.services, c.var.user), cards),
    },
  });
});

/** `POST /api/guest/card/:id/short-link`: a short link anyone who can see the card may share. */
export const guestCardRoutes = new Hono<AppEnv>().post("/card/:id/short-link", async (c) => {
  const card = await viewCard(c.var.services, c.var.user, c.req.param("id"));
  return c.json({ data: { shortLink: `${c.var.services.config.publicUrl}/c/${await shortCode(c.var.services, card)}` } });
});
