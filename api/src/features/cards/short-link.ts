import type { Handler } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** `GET /c/:code`: a card's short link redirects to its page; unknown codes go to the site's 404. */
export const shortLinkRedirect: Handler<AppEnv> = async (c) => {
  const row = await c.var.services.db
    .selectFrom("cards")
    .innerJoin("users", "users.id", "cards.user_id")
    .select(["cards.slug", "users.slug as user_slug"])
    .where("cards.short_code", "=", c.req.param("code") ?? "")
    .where("cards.deleted_at", "is", null)
    .executeTakeFirst();
  return c.redirect(row ? `/advisors/${row.user_slug}/${row.slug}` : "/not-found", 302);
};
