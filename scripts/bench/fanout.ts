/**
 * `npm run bench:fanout` (PROTOCOL §7): how long a booking event takes to reach the other party's
 * socket while many sockets are open. A learner requests bookings through the real HTTP API (one
 * every 50 ms, BENCH_EVERY_MS); the time is from the request leaving to the advisor's socket receiving its
 * PendingApproval event, p50/p99 (after 10 unmeasured warm-up requests a shape).
 *
 * Shapes: one Kora instance (the in-process bus) with 1,000 and then 5,000 open sockets; two
 * instances on one database through a private redis-server (the request to A, the advisor's socket
 * on B, the other sockets split between them) at the same sizes. Every socket is a distinct
 * signed-in user (a user and a session each, written to the database before the servers start).
 * Baseline, measured in the same run: the hub's in-process delivery of the same event (publish →
 * the socket's send) with as many sockets connected; and the bus alone across Redis (two hubs in
 * this process, publish on A → the socket's send on B), without HTTP or the database. Goal: p99 ≤ 100 ms at 5,000 sockets, on one
 * instance and across two.
 *
 * Where the time went, per shape (fanout-probe.ts, fanout-server.ts): events over 100 ms and whether
 * they overlapped a heartbeat burst, the CPU this run used and what everything else on the machine
 * used meanwhile (each shape first waits, up to 30 s, for a quiet second), the client's event-loop
 * lag, and the servers' SQLITE_BUSY retries with the ms their forced garbage collections took.
 * BENCH_SIZES="10,5000" picks the sizes, BENCH_TRACE=1 lists each slow event.
 */
import type { ChildProcess } from "node:child_process";
import process from "node:process";
import WebSocket from "ws";
import { openDatabase } from "../../api/src/db/database.ts";
import { createSession } from "../../api/src/features/auth/sessions.repository.ts";
import { createUser } from "../../api/src/features/users/users.service.ts";
import { RealtimeHub } from "../../api/src/realtime/hub.ts";
import { MemoryBus } from "../../api/src/realtime/bus.memory.ts";
import { RedisBus } from "../../api/src/realtime/bus.redis.ts";
import { createLogger } from "../../api/src/lib/logger.ts";
import { seedMarketplace } from "../../api/src/seed/seed-marketplace.ts";
import { startRedis } from "../redis/redis.ts";
import { DENO_SERVER, freePort, runDeno } from "./server.ts";
import { cpuBetween, PingBursts, quietMachine, sampleCpu, watchLoopLag } from "./fanout-probe.ts";

/** Open sockets per shape; BENCH_SIZES="10,5000" for a quick look. */
const SIZES = (Deno.env.get("BENCH_SIZES") ?? "1000,5000").split(",").map(Number);
const EVENTS = Number(Deno.env.get("BENCH_EVENTS") ?? 200);
const EVERY_MS = Number(Deno.env.get("BENCH_EVERY_MS") ?? 50);
/** Requests sent before each shape's measured stream, unmeasured. */
const WARMUP = 10;
const HOUR = 3_600_000;
const DIR = `data/bench-fanout-${Date.now()}`;
const DATABASE_URL = `file:${DIR}/kora.db`;
const ZONE = "Australia/Sydney";
const COOKIE = "kora_session";

interface Row {
  shape: string;
  sockets: number;
  p50: number;
  p99: number;
  max: number;
  http50: number;
  http99: number;
  lost: number;
  /** Two instances: per event, its arrival on B minus its arrival at the same advisor's socket on A (the Redis hop). */
  hop?: { p50: number; p99: number };
  /** Where the time went (fanout-probe.ts): events over 100 ms, those overlapping a heartbeat burst, CPU, the client's loop lag. */
  probe?: {
    slow: number;
    slowInBurst: number;
    bursts: number;
    cpu: { ours: number; others: number; cores: number } | null;
    lag: { p99: number; max: number };
    /** SQLITE_BUSY retries in the servers (a write meeting the other process's lock) and their forced GCs' ms. */
    busy: { retries: number; gcMs: number; streak: number };
  };
}

/** Heartbeat pings as the crowd's sockets receive them. */
const pings = new PingBursts();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// ---------- The people: an advisor with a free card, a learner, and a crowd ----------
await Deno.mkdir(DIR, { recursive: true });
const now = new Date();
const { db, close } = await openDatabase(DATABASE_URL);
const advisor = await createUser(db, now, {
  email: "fanout.advisor@example.com",
  firstName: "Fanout",
  lastName: "Advisor",
  type: "Advisor",
  timezone: ZONE,
  country: "AU",
});
const learner = await createUser(db, now, { email: "fanout.learner@example.com", firstName: "Fanout", lastName: "Learner" });
const [card] = await seedMarketplace(db, {
  count: 1,
  seed: 19,
  now,
  owners: [{ id: advisor.id, country: "AU", timezone: ZONE, currency: "AUD" }],
});
const cardId = card!.card.id;
await db
  .updateTable("cards")
  .set({ rate: 0, durations: JSON.stringify([30, 60]) })
  .where("id", "=", cardId)
  .execute();
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));
await db
  .updateTable("users")
  .set({ working_hours: JSON.stringify(allWeek), min_notice_hours: 0 })
  .where("id", "=", advisor.id)
  .execute();
const advisorToken = await createSession(db, advisor.id, now, "bench");
const learnerToken = await createSession(db, learner.id, now, "bench");
const crowd: string[] = [];
const crowdSize = Math.max(...SIZES) - 2;
console.log(`Creating ${crowdSize} signed-in users…`);
for (let i = 0; i < crowdSize; i++) {
  const user = await createUser(db, now, { email: `fan${i}@example.com`, firstName: `Fan${i}`, lastName: "Crowd" });
  crowd.push(await createSession(db, user.id, now, "bench"));
}
await close();

// ---------- Sockets ----------
interface Socket {
  ws: WebSocket;
  onEvent?: (event: { name: string; data: Record<string, unknown> }) => void;
}

/** Opens /ws as the session's user; answers the hub's pings; resolves at hello. */
function openSocket(base: string, token: string): Promise<Socket> {
  const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { headers: { origin: base, cookie: `${COOKIE}=${token}` } });
  const socket: Socket = { ws };
  return new Promise((resolve, reject) => {
    ws.on("message", (data: unknown) => {
      const frame = JSON.parse(String(data));
      if (frame.type === "hello") resolve(socket);
      else if (frame.type === "ping") {
        pings.seen(performance.now());
        ws.send(JSON.stringify({ type: "pong", t: frame.t }));
      } else if (frame.type === "event") socket.onEvent?.(frame.event);
    });
    ws.on("unexpected-response", (_req: unknown, res: { statusCode: number }) => reject(new Error(`handshake ${res.statusCode}`)));
    ws.on("error", reject);
  });
}

/** Opens the crowd's sockets `from`..`to`, 100 at a time, each on one of `bases` in turn. */
async function openCrowd(bases: string[], from: number, to: number): Promise<Socket[]> {
  const opened: Socket[] = [];
  for (let i = from; i < to; i += 100) {
    const batch = crowd.slice(i, Math.min(to, i + 100));
    opened.push(...(await Promise.all(batch.map((token, j) => openSocket(bases[(i + j) % bases.length]!, token)))));
  }
  return opened;
}

// ---------- The measured stream ----------
let nextHour = 72;

/** EVENTS booking requests through `sendTo`, one every EVERY_MS; the advisor's socket times their PendingApproval. */
async function stream(
  shape: string,
  sockets: number,
  sendTo: string,
  advisorSocket: Socket,
  servers: Kora[],
  otherPids: number[],
  onSender?: Socket,
): Promise<Row> {
  const pids = [Deno.pid, ...servers.map((kora) => kora.server.pid!), ...otherPids];
  const busyNow = () =>
    servers.reduce(
      (sum, kora) => ({
        retries: sum.retries + kora.busy().retries,
        gcMs: sum.gcMs + kora.busy().gcMs,
        streak: Math.max(sum.streak, kora.busy().streak),
      }),
      { retries: 0, gcMs: 0, streak: 0 },
    );
  let busyFrom = busyNow();
  const sent = new Map<string, number>();
  const arrived = new Map<string, number>();
  const arrivedOnSender = new Map<string, number>();
  const http: number[] = [];
  advisorSocket.onEvent = (event) => {
    if (event.name === "PendingApproval") arrived.set(String(event.data.bookingId), performance.now());
  };
  if (onSender)
    onSender.onEvent = (event) => {
      if (event.name === "PendingApproval") arrivedOnSender.set(String(event.data.bookingId), performance.now());
    };
  const base = Math.ceil(Date.now() / HOUR) * HOUR;
  const requests: Promise<void>[] = [];
  await quietMachine(pids);
  let cpuFrom = sampleCpu(pids);
  let lag = watchLoopLag();
  let measuredFrom = performance.now();
  for (let i = 0; i < WARMUP + EVENTS; i++) {
    if (i === WARMUP) {
      // The warm-up's requests (new connections, first compilations) are not measured.
      await Promise.all(requests.splice(0));
      sent.clear();
      http.length = 0;
      cpuFrom = sampleCpu(pids);
      busyFrom = busyNow();
      lag.stop();
      lag = watchLoopLag();
      measuredFrom = performance.now();
    }
    const at = new Date(base + nextHour++ * HOUR).toISOString();
    const t0 = performance.now();
    requests.push(
      fetch(`${sendTo}/api/bookings`, {
        method: "POST",
        headers: { origin: sendTo, cookie: `${COOKIE}=${learnerToken}`, "content-type": "application/json" },
        body: JSON.stringify({ cardId, duration: 60, preferredTimes: [at], discussionTopic: "Fan-out benchmark request", expiry: null }),
      }).then(async (response) => {
        const body = await response.json();
        if (response.status !== 201) throw new Error(`booking request: ${response.status} ${JSON.stringify(body)}`);
        http.push(performance.now() - t0);
        sent.set(body.data.id, t0);
      }),
    );
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
  await Promise.all(requests);
  const deadline = performance.now() + 5000;
  while ([...sent.keys()].some((id) => !arrived.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const cpu = cpuBetween(cpuFrom, sampleCpu(pids));
  // The servers print their BUSY count once a second: wait for the last print.
  await new Promise((r) => setTimeout(r, 1100));
  const busyTo = busyNow();
  const busy = { retries: busyTo.retries - busyFrom.retries, gcMs: busyTo.gcMs - busyFrom.gcMs, streak: busyTo.streak };
  const lagged = lag.stop();
  const times = [...sent].filter(([id]) => arrived.has(id)).map(([id, t0]) => arrived.get(id)! - t0);
  const bursts = pings.since(measuredFrom);
  const slow = [...sent].filter(([id, t0]) => arrived.has(id) && arrived.get(id)! - t0 > 100);
  if (Deno.env.get("BENCH_TRACE"))
    for (const [id, t0] of slow)
      console.log(`  slow ${shape} ${sockets}: at +${((t0 - measuredFrom) / 1000).toFixed(2)} s, ${(arrived.get(id)! - t0).toFixed(0)} ms`);
  const slowInBurst = slow.filter(([id, t0]) => bursts.some(([start, end]) => start <= arrived.get(id)! && end >= t0 - 50)).length;
  const hops = [...sent.keys()]
    .filter((id) => arrived.has(id) && arrivedOnSender.has(id))
    .map((id) => arrived.get(id)! - arrivedOnSender.get(id)!);
  return {
    shape,
    sockets,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    http50: percentile(http, 50),
    http99: percentile(http, 99),
    lost: sent.size - times.length,
    ...(onSender && { hop: { p50: percentile(hops, 50), p99: percentile(hops, 99) } }),
    probe: { slow: slow.length, slowInBurst, bursts: bursts.length, cpu, lag: lagged, busy },
  };
}

/** The same event through the hub in this process, `sockets` connected: publish → the advisor socket's send. */
function inProcess(sockets: number): Row {
  const hub = new RealtimeHub(() => Date.now(), new MemoryBus());
  let received = 0;
  const send = (frame: unknown) => void JSON.stringify(frame);
  for (let i = 0; i < sockets - 1; i++) hub.connect({ id: `s${i}`, userId: `u${i}`, send, close: () => {} });
  const advisorSend = (frame: unknown) => {
    JSON.stringify(frame); // what the socket's send does before writing
    received = performance.now();
  };
  hub.connect({ id: "advisor", userId: advisor.id, send: advisorSend, close: () => {} });
  const times: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const t0 = performance.now();
    hub.toUser(advisor.id, {
      name: "PendingApproval",
      data: { bookingId: crypto.randomUUID(), status: "pending-approval", otherName: "Fanout", cardTitle: "Card", startUtc: null },
    });
    times.push(received - t0);
  }
  void hub.stop();
  return {
    shape: "in-process hub (baseline)",
    sockets,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    http50: 0,
    http99: 0,
    lost: 0,
  };
}

/**
 * The bus alone: two hubs in this process on their own Redis connections (instances A and B without
 * HTTP or the database), `sockets` split between them; publish on A → the advisor socket's send on B.
 */
async function redisHop(redisUrl: string, sockets: number): Promise<Row> {
  const log = createLogger("warn");
  const prefix = `hop-${sockets}`;
  const busA = new RedisBus({ url: redisUrl, prefix, log, instanceId: "a" });
  const a = new RealtimeHub(() => Date.now(), busA);
  const busB = new RedisBus({ url: redisUrl, prefix, log, instanceId: "b" });
  const b = new RealtimeHub(() => Date.now(), busB);
  const send = (frame: unknown) => void JSON.stringify(frame);
  for (let i = 0; i < sockets - 1; i++) (i % 2 ? a : b).connect({ id: `s${i}`, userId: `u${i}`, send, close: () => {} });
  let arrived: ((at: number) => void) | null = null;
  const advisorSend = (frame: unknown) => {
    JSON.stringify(frame);
    if ((frame as { type: string }).type === "event") arrived?.(performance.now());
  };
  b.connect({ id: "advisor", userId: advisor.id, send: advisorSend, close: () => {} });
  await Promise.all([busA.ready(), busB.ready()]);
  let lost = 0;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + EVENTS; i++) {
    // An event that never arrives counts as lost after a second instead of stalling the run.
    const got = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 1000);
      arrived = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
    });
    const t0 = performance.now();
    a.toUser(advisor.id, {
      name: "PendingApproval",
      data: { bookingId: crypto.randomUUID(), status: "pending-approval", otherName: "Fanout", cardTitle: "Card", startUtc: null },
    });
    const at = await got;
    if (i >= WARMUP) {
      if (at === null) lost += 1;
      else times.push(at - t0);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all([a.stop(), b.stop()]);
  return {
    shape: "Redis bus alone (A → B hubs)",
    sockets,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    http50: 0,
    http99: 0,
    lost,
  };
}

interface Kora {
  base: string;
  server: ChildProcess;
  /** SQLITE_BUSY retries so far and the ms their garbage collections took (fanout-server.ts). */
  busy(): { retries: number; gcMs: number; streak: number };
}

/** The real server on the bench's database, through fanout-server.ts (main.ts with the BUSY probe). */
async function startKora(databaseUrl: string, dir: string, options: { env: Record<string, string> }): Promise<Kora> {
  const port = await freePort();
  const server = runDeno([...DENO_SERVER.slice(0, -1), "scripts/bench/fanout-server.ts"], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    WEB_DIST: `${dir}/no-web`,
    BLOB_DIR: `${dir}/blobs`,
    MEDIA_WORK_DIR: `${dir}/processing`,
    ...options.env,
  });
  let output = "";
  let busy = { retries: 0, gcMs: 0, streak: 0 };
  server.stdout!.on("data", (chunk) => {
    output += chunk;
    for (const match of String(chunk).matchAll(/fanout-probe busy=([\d.]+) gc_ms=([\d.]+) streak=(\d+)/g))
      busy = { retries: Number(match[1]), gcMs: Number(match[2]), streak: Number(match[3]) };
    if (output.length > 100_000) output = output.slice(-10_000);
  });
  for (let i = 0; i < 300 && !output.includes("Kora is running"); i++) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`Kora exited (${server.exitCode ?? server.signalCode}) before listening:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes("Kora is running")) {
    server.kill("SIGKILL");
    throw new Error(`Kora did not start on port ${port} within 30 s:\n${output}`);
  }
  return { base: `http://127.0.0.1:${port}`, server, busy: () => busy };
}

/** SIGTERM, resolved once the server has exited. */
function stopKora(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  return exited;
}

function closeAll(sockets: Socket[]) {
  for (const s of sockets) s.ws.terminate();
}

const rows: Row[] = [];
/** What this run started, stopped by the watchdog if the run stalls (a benchmark holds the shared lock). */
const children: { kill(): unknown }[] = [];
const watchdog = setTimeout(() => {
  console.error("bench:fanout: no result after 12 minutes; stopping what it started");
  for (const child of children) child.kill();
  Deno.exit(1);
}, 12 * 60_000);
const env: Record<string, string> = {
  PASSWORD_HASH_ITERATIONS: "1000",
  AUTH_RATE_LIMIT_PER_IP: "100000",
};

// ---------- One instance ----------
{
  const kora = await startKora(DATABASE_URL, DIR, { env });
  children.push({ kill: () => kora.server.kill("SIGKILL") });
  try {
    const advisorSocket = await openSocket(kora.base, advisorToken);
    const learnerSocket = await openSocket(kora.base, learnerToken);
    let opened: Socket[] = [];
    for (const size of SIZES) {
      opened = opened.concat(await openCrowd([kora.base], opened.length, size - 2));
      rows.push(inProcess(size));
      rows.push(await stream("one instance", size, kora.base, advisorSocket, [kora], []));
    }
    closeAll([advisorSocket, learnerSocket, ...opened]);
  } finally {
    await stopKora(kora.server);
  }
}

// ---------- Two instances through Redis ----------
{
  const redis = await startRedis({ parent: DIR });
  children.push({ kill: () => process.kill(redis.pid, "SIGKILL") });
  const redisEnv = { ...env, REDIS_URL: redis.url };
  const a = await startKora(DATABASE_URL, DIR, { env: redisEnv });
  children.push({ kill: () => a.server.kill("SIGKILL") });
  const b = await startKora(DATABASE_URL, DIR, { env: redisEnv });
  children.push({ kill: () => b.server.kill("SIGKILL") });
  try {
    const advisorSocket = await openSocket(b.base, advisorToken);
    // The same advisor's second tab, on A: it hears each event without the Redis hop.
    const advisorOnA = await openSocket(a.base, advisorToken);
    const learnerSocket = await openSocket(a.base, learnerToken);
    let opened: Socket[] = [];
    for (const size of SIZES) {
      opened = opened.concat(await openCrowd([a.base, b.base], opened.length, size - 3));
      rows.push(await redisHop(redis.url, size));
      rows.push(await stream("two instances, A → Redis → B", size, a.base, advisorSocket, [a, b], [redis.pid], advisorOnA));
    }
    closeAll([advisorSocket, advisorOnA, learnerSocket, ...opened]);
  } finally {
    await Promise.all([stopKora(a.server), stopKora(b.server)]);
    await redis.stop();
  }
}

// ---------- The table ----------
console.log(
  `\nBooking event → the other party's socket (${EVENTS} events a shape, one every ${EVERY_MS} ms; ms; ratio: p99 to the in-process p99 at that size)`,
);
console.log("http: the booking request's own response time (the event is published inside it, before the response is written)");
console.log(
  `${"shape".padEnd(30)} ${"sockets".padStart(7)} ${"p50".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(8)} ${"http p50".padStart(8)} ${"http p99".padStart(8)} ${"ratio".padStart(9)} ${"lost".padStart(5)} goal`,
);
for (const row of rows) {
  const baseline = rows.find((r) => r.shape.startsWith("in-process") && r.sockets === row.sockets)!;
  const ratio = row === baseline ? "1" : (row.p99 / Math.max(baseline.p99, 0.001)).toFixed(0);
  const goal = row === baseline ? "" : row.p99 <= 100 && row.lost === 0 ? "ok (p99 ≤ 100)" : "MISSED";
  const hop = row.hop ? ` (Redis hop B − A: p50 ${row.hop.p50.toFixed(2)}, p99 ${row.hop.p99.toFixed(2)})` : "";
  console.log(
    `${row.shape.padEnd(30)} ${String(row.sockets).padStart(7)} ${row.p50.toFixed(3).padStart(8)} ${row.p99.toFixed(3).padStart(8)} ${row.max.toFixed(3).padStart(8)} ${row.http50.toFixed(1).padStart(8)} ${row.http99.toFixed(1).padStart(8)} ${ratio.padStart(9)} ${String(row.lost).padStart(5)} ${goal}${hop}`,
  );
}
console.log("\nWhere the time went (the measured stream of each shape): events over 100 ms and how many overlapped a heartbeat burst");
console.log(
  "(the hub pinging every socket at once), CPU in cores (this run's processes / everything else on the machine), the client's loop lag",
);
for (const row of rows) {
  if (!row.probe) continue;
  const { slow, slowInBurst, bursts, cpu, lag, busy } = row.probe;
  const cpuText = cpu ? `cpu ours ${cpu.ours.toFixed(2)} / others ${cpu.others.toFixed(2)} of ${cpu.cores}` : "cpu n/a";
  console.log(
    `${row.shape.padEnd(30)} ${String(row.sockets).padStart(7)}  slow ${String(slow).padStart(3)} (${slowInBurst} in a burst; ${bursts} bursts)  ${cpuText}  client lag p99 ${lag.p99.toFixed(1)} max ${lag.max.toFixed(1)} ms  BUSY retries ${busy.retries} (gc ${busy.gcMs.toFixed(0)} ms, longest streak ${busy.streak})`,
  );
}
console.log(
  "Two instances share one SQLite file here: a write that meets the other process's lock backs off (5, 10, 20… ms). When the event's p99 follows the http p99, the time is spent in the request, not on the bus; the bus's own cost is the “Redis bus alone” row and the B − A figure.",
);
clearTimeout(watchdog);
await Deno.remove(DIR, { recursive: true });
Deno.exit(0);
