import { Hono } from "hono";
import { addPaymentMethodSchema, type PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import { PaymentError } from "../../adapters/payments/payments.ts";
import { invalidField, notFound } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";

const toDto = (row: {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}): PaymentMethodDto => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  createdAt: row.created_at,
});

/** `/api/me/payment-methods`: the learner's saved cards (core §7). The provider keeps the card; we keep brand and last four. */
export const paymentMethodsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await c.var.services.db
      .selectFrom("payment_methods")
      .selectAll()
      .where("user_id", "=", currentUser(c).id)
      .where("deleted_at", "is", null)
      .orderBy("created_at", "desc")
      .execute();
    return c.json({ data: rows.map(toDto) });
  })
  .post("/", async (c) => {
    const { services } = c.var;
    const user = currentUser(c);
    const input = await jsonBody(c, addPaymentMethodSchema);
    services.limiter.hit(`payment-methods:${user.id}`, 10, 3_600_000);
    const saved = await services.payments.saveCard(user.id, input).catch((error) => {
      throw error instanceof PaymentError ? invalidField(error.field, error.message) : error;
    });
    const row = {
      id: crypto.randomUUID(),
      user_id: user.id,
      provider: services.payments.kind,
      provider_ref: saved.providerRef,
      brand: saved.brand,
      last4: saved.last4,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      created_at: services.now().toISOString(),
      deleted_at: null,
    };
    await services.db.insertInto("payment_methods").values(row).execute();
    return c.json({ data: toDto(row) }, 201);
  })
  .delete("/:id", async (c) => {
    const result = await c.var.services.db
      .updateTable("payment_methods")
      .set({ deleted_at: c.var.services.now().toISOString() })
      .where("id", "=", c.req.param("id"))
      .where("user_id", "=", currentUser(c).id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound();
    return c.body(null, 204);
  });
