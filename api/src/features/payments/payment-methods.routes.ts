import { Hono } from "hono";
import { addPaymentMethodSchema } from "@kora/shared/contracts/availability.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { addPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod } from "./payments.service.ts";

/** `/api/me/payment-methods`: the learner's saved cards (core §7). The provider keeps the card; we keep brand and last four. */
export const paymentMethodsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await listPaymentMethods(c.get("services"), currentUser(c)) }))
  .post("/", async (c) => {
    const input = await jsonBody(c, addPaymentMethodSchema);
    return c.json({ data: await addPaymentMethod(c.get("services"), currentUser(c), input) }, 201);
  })
  .put("/:id/default", async (c) => c.json({ data: await makeDefaultPaymentMethod(c.get("services"), currentUser(c), c.req.param("id")) }))
  .delete("/:id", async (c) => {
    await removePaymentMethod(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  });
