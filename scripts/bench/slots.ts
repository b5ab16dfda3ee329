/**
 * `npm run bench:slots`: a 31-day slot list for one advisor with 5 working-hour rules, 50 confirmed
 * bookings and 20 unavailable ranges, and for a second one with 500 busy periods from a connected
 * calendar on top, through the real Deno server (20 connections, 10 s), against
 * GET /api/health measured in the same run. Targets: p95 ≤ 20 ms, and ≥ 0.3× health throughput.
 */
import { openDatabase } from "../../api/src/db/database.ts";
import { seedMarketplace } from "../../api/src/seed/seed-marketplace.ts";
import { createUser } from "../../api/src/features/users/users.service.ts";
import { load } from "./load.ts";
import { printTable, startKora } from "./server.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const CONNECTIONS = 20;
const DIR = `data/bench-slots-${Date.now()}`;
const DATABASE_URL = `file:${DIR}/kora.db`;
const DAY = 86_400_000;
const ZONE = "Australia/Sydney";

await Deno.mkdir(DIR, { recursive: true });
const now = new Date();
const { db, close } = await openDatabase(DATABASE_URL);
const start = Math.ceil(now.getTime() / DAY) * DAY;

/** An advisor with one card, 5 working-hour rules, 50 confirmed bookings and 20 unavailable ranges. */
async function seedAdvisor(email: string, seed: number): Promise<{ advisorId: string; cardId: string }> {
  // Each advisor their own learner: a learner's confirmed sessions may not overlap either.
  const learner = await createUser(db, now, { email: `learner.${email}`, firstName: "Bench", lastName: "Learner" });
  const advisor = await createUser(db, now, {
    email,
    firstName: "Bench",
    lastName: "Advisor",
    type: "Advisor",
    timezone: ZONE,
    country: "AU",
  });
  const [card] = await seedMarketplace(db, {
    count: 1,
    seed,
    now,
    owners: [{ id: advisor.id, country: "AU", timezone: ZONE, currency: "AUD" }],
  });
  const cardId = card!.card.id;
  // Five rules: Monday to Friday, 08:00–18:00 in Sydney.
  const hours = [1, 2, 3, 4, 5].map((day) => ({ day, startMinute: 480, endMinute: 1080 }));
  await db
    .updateTable("cards")
    .set({ durations: JSON.stringify([30, 60]) })
    .where("id", "=", cardId)
    .execute();
  await db
    .updateTable("users")
    .set({ working_hours: JSON.stringify(hours), min_notice_hours: 0, use_calendar_booking_buffer: 1, buffer_minutes: 15 })
    .where("id", "=", advisor.id)
    .execute();
  // 50 confirmed hour-long bookings, 14 hours apart (some land in working hours, some don't), and 20 two-hour unavailable ranges.
  for (let i = 0; i < 50; i++) {
    const at = start + i * 14 * 3_600_000 + 22 * 3_600_000;
    await db
      .insertInto("bookings")
      .values({
        id: crypto.randomUUID(),
        card_id: cardId,
        advisor_id: advisor.id,
        learner_id: learner.id,
        created_by: learner.id,
        facilitated_by: null,
        status: "confirmed",
        awaiting_from: null,
        rescheduled_by: null,
        start_ms: at,
        end_ms: at + 3_600_000,
        duration: 60,
        request_expires_at_ms: null,
        instant_booking: 0,
        discussion_topic: "Benchmark",
        last_message: "",
        cancel_message: null,
        cancel_reason: null,
        cancelled_by: null,
        confirmed_by: advisor.id,
        confirmed_at: now.toISOString(),
        price: JSON.stringify({
          currency: "AUD",
          advisorFee: 0,
          adminFee: 0,
          adminFeePercent: 0,
          privateCardFee: 0,
          privateCardFeePercent: 0,
          total: 0,
          free: true,
        }),
        currency: "AUD",
        use_pro_bono: 0,
        payment_method_id: null,
        payment_status: "none",
        charged_minor: 0,
        refunded_minor: 0,
        recorded: 0,
        both_in_video_seconds: 0,
        idempotency_key: null,
        version: 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }
  for (let i = 0; i < 20; i++) {
    const at = start + i * 37 * 3_600_000;
    await db
      .insertInto("unavailable_times")
      .values({
        id: crypto.randomUUID(),
        user_id: advisor.id,
        card_id: null,
        start_ms: at,
        end_ms: at + 2 * 3_600_000,
        note: "",
        created_at: now.toISOString(),
      })
      .execute();
  }
  return { advisorId: advisor.id, cardId };
}

const { cardId } = await seedAdvisor("bench.advisor@example.com", 11);
// The same again, plus 500 busy periods from a connected calendar (issue 21): 45 minutes every 110, over the
// first 38 days, so every 31-day window meets about 400 of them.
const busy = await seedAdvisor("bench.busy@example.com", 12);
const connectionId = crypto.randomUUID();
await db
  .insertInto("calendar_connections")
  .values({
    id: connectionId,
    user_id: busy.advisorId,
    kind: "ics",
    label: "Bench calendar",
    address: "https://calendar.example/bench.ics",
    username: null,
    secret: "unused",
    calendars: "[]",
    status: "ok",
    last_synced_at_ms: now.getTime(),
    last_error: null,
    failures: 0,
    next_attempt_at_ms: null,
    flagged_at_ms: null,
    created_at_ms: now.getTime(),
    updated_at_ms: now.getTime(),
  })
  .execute();
for (let i = 0; i < 500; i++) {
  const at = start + i * 110 * 60_000;
  await db
    .insertInto("calendar_busy_periods")
    .values({ id: crypto.randomUUID(), user_id: busy.advisorId, connection_id: connectionId, start_ms: at, end_ms: at + 45 * 60_000 })
    .execute();
}
await close();

const { base, server } = await startKora(DATABASE_URL, DIR);
// Windows starting on different days, so no two consecutive requests ask for the same thing.
const windows = (id: string) =>
  Array.from({ length: 7 }, (_, i) => {
    const from = new Date(start + i * DAY).toISOString();
    const to = new Date(start + (i + 31) * DAY).toISOString();
    return `/api/cards/${id}/availability?from=${from}&to=${to}&duration=60`;
  });
const paths = windows(cardId);
const busyPaths = windows(busy.cardId);
try {
  const sample = await (await fetch(base + paths[0])).json();
  if (!sample.data) throw new Error(`Slots call failed: ${JSON.stringify(sample)}`);
  console.log(`Each response lists ${sample.data.length} slots over 31 days.`);
  for (const path of paths) await (await fetch(base + path)).arrayBuffer();
  const health = await load("GET /api/health", base, ["/api/health"], CONNECTIONS, SECONDS);
  const slots = await load("31-day slots", base, paths, CONNECTIONS, SECONDS);
  // Every request a window no one asked for before (start shifted by a millisecond): what a cache miss costs.
  const uncached = (list: string[]) =>
    Array.from({ length: 200_000 }, (_, i) =>
      list[i % list.length]!.replace(
        /from=([^&]+)/,
        (_m, from: string) => `from=${new Date(Date.parse(decodeURIComponent(from)) + i + 1).toISOString()}`,
      ),
    );
  const unique = uncached(paths);
  const misses = await load("31-day slots, uncached", base, unique, CONNECTIONS, SECONDS);
  for (const path of busyPaths) await (await fetch(base + path)).arrayBuffer();
  const busySlots = await load("+ 500 busy periods", base, busyPaths, CONNECTIONS, SECONDS);
  const busyMisses = await load("+ 500 busy periods, uncached", base, uncached(busyPaths), CONNECTIONS, SECONDS);
  printTable(
    `Slots: 5 rules, 50 bookings, 20 unavailable ranges (and 500 calendar busy periods); ${CONNECTIONS} connections, ${SECONDS} s each`,
    health,
    [slots, misses, busySlots, busyMisses],
  );
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await (await fetch(base + unique[unique.length - 1 - i])).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`\nUncached, one request at a time: p50 ${times[50]!.toFixed(1)} ms, p95 ${times[95]!.toFixed(1)} ms.`);
  for (const [name, run] of [
    ["Slots", slots],
    ["With 500 busy periods", busySlots],
  ] as const) {
    const ratio = run.perSecond / health.perSecond;
    const p95 = `p95 ≤ 20 ms: ${run.p95 <= 20 ? "met" : "missed"} (${run.p95.toFixed(1)} ms)`;
    console.log(`\n${name}: ${p95}; ≥ 0.3× health: ${ratio >= 0.3 ? "met" : "missed"} (${ratio.toFixed(2)}×).`);
  }
  const missCost = (busyMisses.perSecond / misses.perSecond).toFixed(2);
  const missP95 = `p95 ${busyMisses.p95.toFixed(1)} ms against ${misses.p95.toFixed(1)} ms without`;
  console.log(`\nA cache miss with 500 busy periods: ${missP95}, ${missCost}× the throughput.`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await Deno.remove(DIR, { recursive: true });
}
