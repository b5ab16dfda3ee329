import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertConnection, replaceBusyPeriods } from "./calendar-sync.repository.ts";

/** A sync's busy rows are written in slices: the event loop answers others between them. */

let t: TestApp;
let userId: string;
const id = crypto.randomUUID();
beforeEach(async () => {
  t = await createTestApp();
  await t.signIn("cal@example.com");
  userId = (await t.services.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
  const at = t.clock.now.getTime();
  await insertConnection(t.services.db, {
    id,
    user_id: userId,
    kind: "ics",
    label: "Home",
    address: "https://example.com/…",
    username: null,
    calendars: "[]",
    secret: "sealed",
    status: "syncing",
    last_synced_at_ms: null,
    last_error: null,
    failures: 0,
    next_attempt_at_ms: null,
    flagged_at_ms: null,
    created_at_ms: at,
    updated_at_ms: at,
  });
});
afterEach(() => t.close());

const periods = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({ startMs: (i + offset) * 3_600_000, endMs: (i + offset) * 3_600_000 + 1_800_000 }));
const stored = () =>
  t.services.db
    .selectFrom("calendar_busy_periods")
    .select(["start_ms", "end_ms"])
    .where("connection_id", "=", id)
    .orderBy("start_ms")
    .execute();

describe("replaceBusyPeriods", () => {
  it("replaces 5,000 rows with 5,000 others, letting a timer run while it writes", async () => {
    await replaceBusyPeriods(t.services.db, { id, userId }, periods(5000), { status: "ok" });
    const order: string[] = [];
    const writing = replaceBusyPeriods(t.services.db, { id, userId }, periods(5000, 10_000), { status: "ok" }).then(() =>
      order.push("written"),
    );
    setTimeout(() => order.push("timer"), 0);
    await writing;
    expect(order).toEqual(["timer", "written"]);
    const rows = await stored();
    expect(rows).toHaveLength(5000);
    expect(rows[0]).toEqual({ start_ms: 10_000 * 3_600_000, end_ms: 10_000 * 3_600_000 + 1_800_000 });
  });

  it("leaves none of the old rows when the new set is empty or smaller", async () => {
    await replaceBusyPeriods(t.services.db, { id, userId }, periods(120), { status: "ok" });
    await replaceBusyPeriods(t.services.db, { id, userId }, periods(3, 500), { status: "ok" });
    expect((await stored()).map((r) => r.start_ms)).toEqual([500, 501, 502].map((h) => h * 3_600_000));
    await replaceBusyPeriods(t.services.db, { id, userId }, [], { status: "ok" });
    expect(await stored()).toEqual([]);
  });
});
