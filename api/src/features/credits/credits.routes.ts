import { Hono } from "hono";
import { issueVouchersSchema, redeemVoucherSchema } from "@kora/shared/contracts/credits.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireStaff, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { creditAvailable, issueVouchers, listCredits, redeemVoucher } from "./credits.service.ts";

/** Under `/api/me` (core §7): `credit-available`, the credits with their history, and `redeem-voucher`. */
export const meCreditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/credit-available", async (c) => c.json({ data: await creditAvailable(c.get("services"), currentUser(c)) }))
  .get("/credits", async (c) => c.json({ data: await listCredits(c.get("services"), currentUser(c)) }))
  .post("/redeem-voucher", async (c) => {
    const { code } = await jsonBody(c, redeemVoucherSchema);
    return c.json({ data: await redeemVoucher(c.get("services"), currentUser(c), code) }, 201);
  });

/** `/api/vouchers`: staff issue voucher codes (shown once). */
export const vouchersRoutes = new Hono<AppEnv>()
  .use(requireUser, requireStaff)
  .post("/", async (c) =>
    c.json({ data: await issueVouchers(c.get("services"), currentUser(c), await jsonBody(c, issueVouchersSchema)) }, 201),
  );
