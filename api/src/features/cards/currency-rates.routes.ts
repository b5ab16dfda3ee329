import { Hono } from "hono";
import { z } from "zod";
import { CURRENCIES } from "@kora/shared/constants.ts";
import type { AppEnv } from "../../http/context.ts";
import { requireStaff, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { currencyRates, updateCurrencyRates } from "./currency-rates.service.ts";

const ratesSchema = z.object({ rates: z.partialRecord(z.enum(CURRENCIES), z.number().positive().max(100_000)) });

/** `/api/currency-rates`: units per US dollar; staff update them and every card is re-priced for filters. */
export const currencyRatesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ data: await currencyRates(c.get("services")) }))
  .put("/", requireUser, requireStaff, async (c) => {
    const { rates } = await jsonBody(c, ratesSchema);
    return c.json({ data: await updateCurrencyRates(c.get("services"), rates as Record<string, number>) });
  });
