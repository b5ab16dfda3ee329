import { Hono } from "hono";
import { payoutAccountInputSchema, payoutMethodInputSchema, stripeLinkInputSchema } from "@kora/shared/contracts/payments.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { addPayoutBank, createSetupIntent, payoutLink, refreshPayoutAccount, savePayoutDetails } from "./payments.service.ts";

/**
 * Under `/api/me` (core §7): `setup-intent` for saving a card with Stripe's Payment Element;
 * `payout-account`, `payout-methods` and `stripe-link` for an advisor's payouts (Connect Express).
 */
export const paymentsMeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/payment-config", (c) => {
    const { kind, publishableKey } = c.get("services").payments;
    return c.json({ data: { provider: kind, publishableKey } });
  })
  .post("/setup-intent", async (c) => c.json({ data: await createSetupIntent(c.get("services"), currentUser(c)) }))
  // Read from the provider each time: the person may have just come back from Stripe's onboarding.
  .get("/payout-account", async (c) => c.json({ data: await refreshPayoutAccount(c.get("services"), currentUser(c)) }))
  .post("/payout-account", async (c) => {
    const input = await jsonBody(c, payoutAccountInputSchema);
    return c.json({ data: await savePayoutDetails(c.get("services"), currentUser(c), input) });
  })
  .post("/payout-methods", async (c) => {
    const input = await jsonBody(c, payoutMethodInputSchema);
    return c.json({ data: await addPayoutBank(c.get("services"), currentUser(c), input) });
  })
  .post("/stripe-link", async (c) => {
    const { type } = await jsonBody(c, stripeLinkInputSchema);
    return c.json({ data: { url: await payoutLink(c.get("services"), currentUser(c), type) } });
  });
