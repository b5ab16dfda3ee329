import { Hono } from "hono";
import { buyGiftCardSchema } from "@kora/shared/contracts/gift-cards.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { buyGiftCard, completeGiftCard, listGiftCards } from "./gift-card-purchase.ts";

/** `/api/gift-cards`: buying one with the default saved card, and finishing a purchase the bank wanted confirmed. */
export const giftCardsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", async (c) => c.json({ data: await buyGiftCard(c.get("services"), currentUser(c), await jsonBody(c, buyGiftCardSchema)) }, 201))
  .post("/:id/complete", async (c) => c.json({ data: await completeGiftCard(c.get("services"), currentUser(c), c.req.param("id")) }));

/** Under `/api/me`: the gift cards the caller bought, with their delivery state. */
export const meGiftCardsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/gift-cards", async (c) => c.json({ data: await listGiftCards(c.get("services"), currentUser(c)) }));
