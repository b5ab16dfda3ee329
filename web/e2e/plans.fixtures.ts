import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { expect, serverNow } from "./support/test.ts";
import { E2E_PORT } from "./support/e2e-env.ts";

/**
 * A free month of Plus ends a month after it starts: its `plans.renew` job (renewals.ts, dedupe key
 * `plans.renew:{subscriptionId}:{periodEnd}:1`) runs then, and with no card saved the plan ends. This
 * makes that one job due now in the server's database file, as if the month had gone by; nothing else
 * is touched, and the server's own job worker runs it (within a second) as it would have.
 */
export async function endFreeMonthNow(userId: string): Promise<void> {
  const file = fileURLToPath(new URL(`../../data/e2e-${E2E_PORT}/kora.db`, import.meta.url));
  const db = createClient({ url: `file:${file}` });
  try {
    await db.execute("PRAGMA busy_timeout = 10000");
    const now = await serverNow();
    const moved = await db.execute({
      sql: `update jobs set run_at_ms = ? where kind = 'plans.renew' and status = 'queued'
              and dedupe_key in (select 'plans.renew:' || id || ':' || current_period_end || ':1' from plan_subscriptions
                                 where user_id = ? and ends_at is null and status = 'trialing')`,
      args: [now - 1000, userId],
    });
    expect(moved.rowsAffected, "the free month's renewal job, made due").toBe(1);
  } finally {
    db.close();
  }
}
