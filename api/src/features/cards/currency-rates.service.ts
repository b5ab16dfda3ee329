import type { Services } from "../../services.ts";
import { writeCards } from "./card-writes.ts";
import { loadRates, type RatesPerUsd, saveRates } from "./currency-rates.repository.ts";

/** Units per US dollar of each currency cards are priced or shown in. */
export async function currencyRates(services: Pick<Services, "db">): Promise<{ base: "USD"; rates: RatesPerUsd }> {
  return { base: "USD", rates: await loadRates(services.db) };
}

/** Replaces rates (USD stays 1; staff only, checked by the route) and re-prices every card for the rate filters and sorting. */
export async function updateCurrencyRates(services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">, rates: RatesPerUsd) {
  const nowIso = services.now().toISOString();
  await writeCards(services, (tx) => saveRates(tx, { ...rates, USD: 1 }, nowIso));
  return currencyRates(services);
}
