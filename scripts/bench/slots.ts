/**
 * `npm run bench:slots`: a 31-day slot list for one advisor with 5 working-hour rules, 50 confirmed
 * bookings and 20 unavailable ranges, and for a second one with 500 busy periods from a connected
 * calendar on top, through the real Deno server (20 connections, 10 s), against
 * GET /api/health measured in the same run. Targets: p95 ≤ 20 ms, and ≥ 0.3× health throughput.
 * Then /api/health on one connection alone and beside 1 and 20 signed-in learners each
 * asking for distinct (uncached) slot lists: goal ≤ 2× alone; the same learners' cached lists first,
 * as the reference of what answering them at all costs.
 */
import { openDatabase } from "../../api/src/db/database.ts";
import { createSession } from "../../api/src/features/auth/sessions.repository.ts";
import { seedMarketplace } from "../../api/src/seed/seed-marketplace.ts";
import { createUser } from "../../api/src/features/users/users.service.ts";
import { bookingRow } from "./bench-rows.ts";
import { type ContentionRow, healthBeside, printContention } from "./contention.ts";
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
  const bookings = Array.from({ length: 50 }, (_, i) =>
    bookingRow({
      cardId,
      advisorId: advisor.id,
      learnerId: learner.id,
      startMs: start + i * 14 * 3_600_000 + 22 * 3_600_000,
      minutes: 60,
      status: "confirmed",
      createdAt: now.toISOString(),
      confirmedAt: now.toISOString(),
    }),
  );
  await db.insertInto("bookings").values(bookings).execute();
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
// The same again, plus 500 busy periods from a connected calendar (core §7): 45 minutes every 110, over the
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
// The clients of the contention runs: signed-in learners, one session each (as 20 people would be).
const cookies: string[] = [];
for (let i = 0; i < 20; i++) {
  const person = await createUser(db, now, { email: `bench.viewer.${i}@example.com`, firstName: "Bench", lastName: `Viewer${i}` });
  cookies.push(`kora_session=${await createSession(db, person.id, now, "bench")}`);
}
await close();

const { base, server } = await startKora(DATABASE_URL, DIR);
const twin = await startKora(DATABASE_URL, DIR);
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
  const shifted = (path: string, ms: number) =>
    path.replace(/from=([^&]+)/, (_m, from: string) => `from=${new Date(Date.parse(decodeURIComponent(from)) + ms).toISOString()}`);
  const uncached = (list: string[]) => Array.from({ length: 200_000 }, (_, i) => shifted(list[i % list.length]!, i + 1));
  const unique = uncached(paths);
  const signedInOf = (list: string[], clients: number) => {
    let i = 0;
    return () => ({ path: list[i % list.length]!, headers: { cookie: cookies[i++ % clients]! } });
  };
  const signedIn = (list: string[]) => signedInOf(list, cookies.length);
  const misses = await load("31-day slots, uncached", base, signedIn(unique), CONNECTIONS, SECONDS);
  for (const path of busyPaths) await (await fetch(base + path)).arrayBuffer();
  const busySlots = await load("+ 500 busy periods", base, busyPaths, CONNECTIONS, SECONDS);
  const busyMisses = await load("+ 500 busy periods, uncached", base, signedIn(uncached(busyPaths)), CONNECTIONS, SECONDS);
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

  // No request waits behind slot lists: each client a learner of its own, every window one no one asked for before.
  // The reference: the same signed-in requests answered from the slots cache — the session, the card's
  // check and the cache, without the computation — so the table tells the slot lists' own cost apart.
  const rows: ContentionRow[] = [
    await healthBeside(
      base,
      {
        name: "reference: cached lists",
        requests: (clients) => signedInOf(paths, clients),
      },
      SECONDS,
    ),
  ];
  let offset = 1_000_000;
  for (const [name, list] of [
    ["31-day slots, uncached", paths],
    ["+ 500 busy periods, uncached", busyPaths],
  ] as const) {
    const shape = {
      name,
      requests: (clients: number) => {
        // Past every shift used before, so no window repeats one the cache may still hold.
        offset += 300_000;
        const start = offset;
        let i = 0;
        return () => ({ path: shifted(list[i % list.length]!, start + i), headers: { cookie: cookies[i++ % clients]! } });
      },
    };
    rows.push(await healthBeside(base, shape, SECONDS));
    rows.push(await healthBeside(base, { ...shape, name: `control: ${name} on a twin` }, SECONDS, twin.base));
  }
  printContention("Slot lists", rows);
} finally {
  for (const child of [server, twin.server]) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  await Deno.remove(DIR, { recursive: true });
}
