/**
 * `npm run bench:media`: /api/health's p95 alone, then beside 1 and beside 20
 * clients each uploading honest 6000 × 6000 avatar photos, 4000 × 4000 Pro brand logos, and subscribing
 * to big honest ICS calendars (each subscription also queues its sync job) — all decoded and parsed on
 * the server's bounded workers. Goal: ≤ 2× health alone. Then the server's peak memory growth for one
 * 2 MB interlaced PNG bomb and one 6000 × 6000 photo.
 * Every upload is distinct bytes (a photo with a comment of its own; a calendar with its own UIDs) so no
 * cache could answer, though none exists for them: each one is really decoded.
 * Knobs: BENCH_SECONDS (10 per shape), BENCH_CLIENTS (20), BENCH_PHOTO_SIDE (6000), BENCH_LOGO_SIDE (4000).
 */
import { openDatabase } from "../../api/src/db/database.ts";
import { createSession } from "../../api/src/features/auth/sessions.repository.ts";
import { createUser } from "../../api/src/features/users/users.service.ts";
import { busyCalendar } from "../../api/src/test/calendar-attacks.ts";
import { interlacedPngBomb } from "../../api/src/test/image-attacks.ts";
import { PRO_SLUG } from "../../shared/src/domain/plans/plans.ts";
import { load, type LoadResult } from "./load.ts";
import { startKora } from "./server.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const CLIENTS = Number(Deno.env.get("BENCH_CLIENTS") ?? 20);
const PHOTO_SIDE = Number(Deno.env.get("BENCH_PHOTO_SIDE") ?? 6000);
const LOGO_SIDE = Number(Deno.env.get("BENCH_LOGO_SIDE") ?? 4000);
const DIR = `data/bench-media-${Date.now()}`;
const DATABASE_URL = `file:${DIR}/kora.db`;

/** A camera-like 4:2:0 JPEG of `side` × `side` (noisy, so decoding it is honest work), made by ffmpeg. */
async function jpeg(side: number, quality: number): Promise<Uint8Array> {
  const filter = `testsrc2=size=${side}x${side},noise=alls=12:allf=t`;
  const args = ["-loglevel", "error", "-f", "lavfi", "-i", filter, "-frames:v", "1", "-q:v", String(quality), "-pix_fmt", "yuvj420p"];
  const { stdout, success } = await new Deno.Command("ffmpeg", { args: [...args, "-f", "mjpeg", "-"], stdout: "piped" }).output();
  if (!success) throw new Error("ffmpeg could not make the photo");
  return stdout;
}

/** The same picture with a comment segment (COM) of its own after SOI: distinct bytes, the same decoding. */
function variant(picture: Uint8Array, n: number): Uint8Array {
  const text = new TextEncoder().encode(`bench upload ${n} ${crypto.randomUUID()}`);
  const segment = new Uint8Array([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff, ...text]);
  const out = new Uint8Array(picture.length + segment.length);
  out.set(picture.subarray(0, 2));
  out.set(segment, 2);
  out.set(picture.subarray(2), 2 + segment.length);
  return out;
}

// People: each client several of its own, taken in turn (per-person upload and connect limits stay out of the way), Pro for brand logos.
const PEOPLE_PER_CLIENT = 6;
await Deno.mkdir(DIR, { recursive: true });
const { db, close } = await openDatabase(DATABASE_URL);
const now = new Date();
const cookies: string[] = [];
for (let i = 0; i < CLIENTS * PEOPLE_PER_CLIENT + 1; i++) {
  const person = await createUser(db, now, { email: `media.${i}@example.com`, firstName: "Media", lastName: `Bench${i}`, type: "Advisor" });
  await db
    .insertInto("plan_subscriptions")
    .values({ id: crypto.randomUUID(), user_id: person.id, slug: PRO_SLUG, started_at: now.toISOString(), ends_at: null })
    .execute();
  cookies.push(`kora_session=${await createSession(db, person.id, now, "bench")}`);
}
await close();

// Calendars served from here: a big honest one, different each time it is asked for.
let served = 0;
const calendars = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, () => {
  served++;
  const text = busyCalendar(3000, Date.now() - 7 * 86_400_000, 10).replaceAll("@calendar.example", `@c${served}.example`);
  return new Response(text, { headers: { "content-type": "text/calendar" } });
});
const calendarBase = `http://127.0.0.1:${calendars.addr.port}`;

console.log(`Making a ${PHOTO_SIDE} × ${PHOTO_SIDE} photo and a ${LOGO_SIDE} × ${LOGO_SIDE} logo…`);
const photo = await jpeg(PHOTO_SIDE, 6);
const logo = await jpeg(LOGO_SIDE, 12);
console.log(`photo ${(photo.length / 2 ** 20).toFixed(1)} MB, logo ${(logo.length / 2 ** 20).toFixed(1)} MB`);

const { base, server } = await startKora(DATABASE_URL, DIR);
const origin = base;

async function peakMemory(): Promise<number> {
  const { stdout } = await new Deno.Command("cat", { args: [`/proc/${server.pid}/status`], stdout: "piped" }).output();
  return Number(/VmHWM:\s+(\d+) kB/.exec(new TextDecoder().decode(stdout))![1]) * 1024;
}

interface Work {
  name: string;
  /** One request of client `client`'s loop (its n-th). */
  send(client: number, n: number, signal: AbortSignal): Promise<Response>;
}

/** A POST as person `person` (client c's n-th request goes as person c × PEOPLE_PER_CLIENT + n mod PEOPLE_PER_CLIENT). */
const post = (path: string, person: number, body: BodyInit, signal: AbortSignal, type = "application/octet-stream") =>
  fetch(`${base}${path}`, { method: "POST", headers: { origin, cookie: cookies[person]!, "content-type": type }, body, signal });
const personOf = (client: number, n: number) => client * PEOPLE_PER_CLIENT + (n % PEOPLE_PER_CLIENT);

const WORK: Work[] = [
  { name: `${PHOTO_SIDE}² avatar photos`, send: (c, n, s) => post("/api/me/avatar", personOf(c, n), variant(photo, n) as BodyInit, s) },
  { name: `${LOGO_SIDE}² brand logos`, send: (c, n, s) => post("/api/me/branding/logo", personOf(c, n), variant(logo, n) as BodyInit, s) },
  {
    name: "ICS subscriptions",
    send: (c, n, s) =>
      post("/api/me/calendar-connections/ics", c, JSON.stringify({ url: `${calendarBase}/${n}.ics` }), s, "application/json"),
  },
];

/** Waits until the workers have nothing left from an earlier shape: a small logo goes through the image queue. */
async function drained(): Promise<void> {
  const small = await jpeg(300, 5);
  const done = await post("/api/me/branding/logo", CLIENTS * PEOPLE_PER_CLIENT, small as BodyInit, AbortSignal.timeout(600_000));
  await done.arrayBuffer();
}

interface Beside {
  health: LoadResult;
  completed: number;
  statuses: Map<number, number>;
  p50Ms: number;
}

/**
 * Health on one connection for SECONDS while `clients` clients loop on `work`, each sending its next
 * request when its last is answered; then the requests under way are let finish (their times count).
 */
async function beside(work: Work, clients: number): Promise<Beside> {
  let stopped = false;
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; !stopped; n++) {
      const started = performance.now();
      const response = await work.send(client, client * 100_000 + n, AbortSignal.timeout(900_000));
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      // A refusal comes back at once: don't turn it into a flood of requests.
      if (response.status === 429 || response.status === 503) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
  // Let the first requests reach the workers before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const health = await load(`beside ${clients}`, base, ["/api/health"], 1, SECONDS);
  stopped = true;
  await Promise.all(loops);
  await drained();
  durations.sort((a, b) => a - b);
  return { health, completed: durations.length, statuses, p50Ms: durations[Math.floor(durations.length / 2)] ?? 0 };
}

// Memory first, on a fresh server (its image worker started by a small logo): its peak resident size
// before and after one bomb, then one big photo.
await drained();
const bomb = interlacedPngBomb(200, 2048);
let peak = await peakMemory();
let started = performance.now();
const refused = await post("/api/me/avatar", 0, bomb as BodyInit, AbortSignal.timeout(600_000));
await refused.arrayBuffer();
const bombMs = performance.now() - started;
const afterBomb = await peakMemory();
console.log(`\nPeak memory (VmHWM): ${(peak / 2 ** 20).toFixed(0)} MB before`);
console.log(
  `  a ${(bomb.length / 2 ** 20).toFixed(1)} MB interlaced PNG bomb (2 GiB inflated): ${refused.status} in ${(bombMs / 1000).toFixed(1)} s, +${((afterBomb - peak) / 2 ** 20).toFixed(0)} MB`,
);
peak = afterBomb;
started = performance.now();
const taken = await post("/api/me/avatar", 1, variant(photo, 999_999) as BodyInit, AbortSignal.timeout(600_000));
await taken.arrayBuffer();
const photoMs = performance.now() - started;
console.log(
  `  one ${PHOTO_SIDE} × ${PHOTO_SIDE} photo: ${taken.status} in ${(photoMs / 1000).toFixed(1)} s, +${(((await peakMemory()) - peak) / 2 ** 20).toFixed(0)} MB`,
);

await drained();
const alone = await load("alone", base, ["/api/health"], 1, SECONDS);
console.log(`\n/api/health p95 beside untrusted-file work (1 connection, ${SECONDS} s each; goal ≤ 2.00× alone)`);
console.log(`${"work".padEnd(24)} ${"clients".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"ratio".padStart(7)}  work done`);
const line = (name: string, clients: string, r: LoadResult, done: string) =>
  console.log(
    `${name.padEnd(24)} ${clients.padStart(7)} ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)} ${(r.p95 / alone.p95).toFixed(2).padStart(6)}×  ${done}`,
  );
line("health alone", "-", alone, "");
for (const work of WORK) {
  for (const clients of [1, CLIENTS]) {
    const result = await beside(work, clients);
    const statuses = [...result.statuses].map(([status, count]) => `${count}×${status}`).join(" ");
    line(
      work.name,
      String(clients),
      result.health,
      `${result.completed} answered (${statuses}), p50 ${(result.p50Ms / 1000).toFixed(1)} s`,
    );
  }
}

server.kill("SIGTERM");
await calendars.shutdown();
await Deno.remove(DIR, { recursive: true }).catch(() => {});
