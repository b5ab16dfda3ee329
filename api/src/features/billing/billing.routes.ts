import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { expensiveRead } from "../../http/expensive-read.ts";
import { listPage } from "../../http/pagination.ts";
import { readBodyText } from "../../http/body-limit.ts";
import { earningsCsv, handleWebhook, nextPayment, receiptOf, receiptsBody } from "./billing.service.ts";

const RECEIPTS_PAGE = 10;

/** Under `/api/me`: receipts, the next payment (core §7 `me/next-payment`) and the advisor's earnings as CSV. */
export const billingMeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/receipts", expensiveRead("receipts"), async (c) => {
    const page = listPage(c.req.query(), 50, RECEIPTS_PAGE);
    return c.body(await receiptsBody(c.get("services"), currentUser(c), page), 200, { "content-type": "application/json" });
  })
  .get("/receipts/:id", async (c) => c.json({ data: await receiptOf(c.get("services"), currentUser(c), c.req.param("id")) }))
  .get("/next-payment", async (c) => c.json({ data: await nextPayment(c.get("services"), currentUser(c)) }))
  .get("/earnings.csv", expensiveRead("exports"), async (c) => {
    const csv = await earningsCsv(c.get("services"), currentUser(c));
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", 'attachment; filename="kora-earnings.csv"');
    c.header("cache-control", "private, no-store");
    return c.body(csv);
  });

/** `POST /api/webhooks/stripe`: no session, no origin; the signature is the authentication. */
export const webhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  const result = await handleWebhook(c.get("services"), await readBodyText(c), c.req.header("stripe-signature") ?? null);
  return c.json({ received: true, ...result });
});
