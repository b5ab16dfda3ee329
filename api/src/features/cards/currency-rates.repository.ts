import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CardsTx } from "./card-writes.ts";

/** Units of each currency per US dollar. */
export type RatesPerUsd = Record<string, number>;

export async function loadRates(db: Db): Promise<RatesPerUsd> {
  const rows = await db.selectFrom("currency_rates").select(["currency", "per_usd"]).execute();
  return Object.fromEntries(rows.map((row) => [row.currency, row.per_usd]));
}

/** Replaces rates and re-prices every card's US-cent rate used by filters and sorting. */
export async function saveRates(tx: CardsTx, rates: RatesPerUsd, nowIso: string): Promise<void> {
  for (const [currency, perUsd] of Object.entries(rates)) {
    await tx
      .insertInto("currency_rates")
      .values({ currency, per_usd: perUsd, updated_at: nowIso })
      .onConflict((oc) => oc.column("currency").doUpdateSet({ per_usd: perUsd, updated_at: nowIso }))
      .execute();
  }
  await sql`update cards set rate_usd = cast(round(rate / (select per_usd from currency_rates r where r.currency = cards.currency)) as integer)`.execute(
    tx,
  );
}
