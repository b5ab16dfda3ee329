import { createClient } from "@libsql/client";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { removeDataDir, startServer } from "./kora-server.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const JOBS = 200;

describe("the job queue across processes", () => {
  it("runs jobs stored while no server was up, each exactly once, with two servers polling one database", async () => {
    const dataDir = `data/jobs-${process.pid}`;
    const first = await startServer({}, dataDir); // creates and migrates the database
    expect(await first.stop("SIGTERM"), first.output()).toBe(0);

    const db = createClient({ url: `file:${join(ROOT, dataDir, "kora.db")}` });
    try {
      const now = Date.now();
      await db.batch(
        Array.from({ length: JOBS }, (_, i) => ({
          sql: "insert into jobs (id, kind, payload, run_at_ms, created_at_ms) values (?, 'mail.send', ?, ?, ?)",
          args: [
            crypto.randomUUID(),
            JSON.stringify({
              to: `reader${i}@example.com`,
              subject: `job-test-${i}`,
              text: "Queued while the server was down",
              html: "<p>Queued</p>",
            }),
            now,
            now,
          ],
        })),
        "write",
      );

      const [a, b] = await Promise.all([startServer({}, dataDir), startServer({}, dataDir)]);
      try {
        const deadline = Date.now() + 60_000;
        let left = JOBS;
        while (left > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          // The mail jobs stored above (a server also keeps its next payments reconciliation queued).
          left = Number(
            (await db.execute("select count(*) as n from jobs where kind = 'mail.send' and status in ('queued', 'running')")).rows[0]!.n,
          );
        }
        expect(left).toBe(0);
        const sent = await db.execute(
          "select subject, count(*) as n from dev_mailbox where subject like 'job-test-%' group by subject having n > 1",
        );
        expect(sent.rows).toHaveLength(0); // nobody got a mail twice
        const total = await db.execute("select count(*) as n from dev_mailbox where subject like 'job-test-%'");
        expect(Number(total.rows[0]!.n)).toBe(JOBS);
        const failed = await db.execute("select count(*) as n from jobs where kind = 'mail.send' and status <> 'done'");
        // Three server starts, one reconciliation per 15-minute slot: the dedupe key keeps each slot single.
        const reconcile = await db.execute(
          "select payload, count(*) as n from jobs where kind = 'payments.reconcile' group by payload having n > 1",
        );
        expect(reconcile.rows).toHaveLength(0);
        expect(Number(failed.rows[0]!.n)).toBe(0);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      db.close();
      removeDataDir(dataDir);
    }
  }, 120_000);
});
