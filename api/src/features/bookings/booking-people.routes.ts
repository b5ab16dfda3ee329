import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { invalidField } from "../../http/app-error.ts";
import { toSummaries } from "../cards/card-views.ts";
import { viewContext } from "../cards/cards.service.ts";
import { contacts, repeatCardIds } from "./booking-lists.service.ts";

/** `GET /api/me/contacts`: people the caller has had bookings with. */
export const contactsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await contacts(c.var.services, currentUser(c)) }));

const REPEAT_PAGE = 5;

/** `GET /api/cards?repeat_cards=true`: cards the caller booked before as a learner, most recent first (core §7). */
export const repeatCardsRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  if (c.req.query("repeat_cards") !== "true") throw invalidField("repeat_cards", "Use /api/cards/search to find cards.");
  const page = listPage(c.req.query(), 50, REPEAT_PAGE);
  const { services } = c.var;
  const { ids, total } = await repeatCardIds(services, currentUser(c), page);
  const rows = ids.length ? await services.db.selectFrom("cards").selectAll().where("id", "in", ids).execute() : [];
  const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id));
  return c.json({ data: await toSummaries(await viewContext(services, c.var.user), ordered), meta: pageMeta(total, page) });
});
