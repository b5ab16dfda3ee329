import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CALENDAR_SYNC_MESSAGES, calendarSyncOverviewSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { busyCalendar, foldedEvents, foldedNesting } from "../src/test/calendar-attacks.ts";
import { interlacedPngBomb } from "../src/test/image-attacks.ts";
import { dataOf, errorOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Untrusted files on the real Deno server: pictures are decoded on its
 * image worker (node:worker_threads with a heap limit, held to the checked size), so a decompression
 * bomb is refused without the server growing by gigabytes, and a big honest photo is decoded while
 * /api/health keeps answering — where the old server froze for the whole decode. Calendars are read
 * on its calendar worker: folded BEGIN lines count, and a big honest calendar leaves health alone.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** The server process's peak resident memory so far (VmHWM), in bytes. */
const peakMemory = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"))![1]) * 1024;

/** A photo of `width` × `height` as a camera makes one (4:2:0 JPEG, noisy, so it is seconds of decoding), by ffmpeg. */
function photo(width: number, height: number): Uint8Array {
  const filter = `testsrc2=size=${width}x${height},noise=alls=12:allf=t`;
  const args = [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    filter,
    "-frames:v",
    "1",
    "-q:v",
    "7",
    "-pix_fmt",
    "yuvj420p",
    "-f",
    "mjpeg",
    "-",
  ];
  return new Uint8Array(execFileSync("ffmpeg", args, { maxBuffer: 64 * 2 ** 20 }));
}

const upload = (client: Client, bytes: Uint8Array) =>
  fetch(`${server.url}/api/me/avatar`, {
    method: "POST",
    headers: { origin: server.url, cookie: client.cookie, "content-type": "application/octet-stream" },
    body: bytes as RequestInit["body"],
  });

/** Asks /api/health every 20 ms until `work` settles: how many answers came meanwhile, and the slowest. */
async function healthBeside<T>(work: Promise<T>): Promise<{ result: T; answers: number; slowestMs: number; workMs: number }> {
  const started = performance.now();
  let settled = false;
  const done = work.finally(() => (settled = true));
  let answers = 0;
  let slowestMs = 0;
  while (!settled) {
    const asked = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    if (response.ok) answers++;
    slowestMs = Math.max(slowestMs, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await done, answers, slowestMs, workMs: performance.now() - started };
}

describe("pictures on the image worker", { timeout: 120_000 }, () => {
  it("refuses a 2 MB interlaced PNG bomb (2 GiB of zeros) without growing by its size, and stays healthy", async () => {
    const client = new Client(server.url);
    await client.signUp("bomb@example.com", "Bo");
    const bomb = interlacedPngBomb(200, 2048);
    expect(bomb.byteLength).toBeLessThan(2.5 * 2 ** 20);
    const peakBefore = peakMemory();
    const { result } = await healthBeside(upload(client, bomb));
    expect(result.status).toBe(422);
    expect((await errorOf(result)).fields).toEqual({ avatar: [AVATAR_MESSAGES.unreadable] });
    expect(peakMemory() - peakBefore).toBeLessThan(512 * 2 ** 20);
  });

  it("decodes a big honest photo on the worker while /api/health keeps answering", async () => {
    const client = new Client(server.url);
    await client.signUp("photo@example.com", "Pat");
    const big = photo(4000, 3000);
    const { result, answers, slowestMs, workMs } = await healthBeside(upload(client, big));
    expect(result.status).toBe(200);
    expect((await dataOf(result, meSchema)).avatarUrl).toMatch(/\/avatar\/256\?v=/);
    // On the event loop, one health check would have waited for the whole decode (seconds); here
    // health answers all along: many times, each in a small part of the decode's time.
    expect(answers).toBeGreaterThanOrEqual(10);
    expect(slowestMs).toBeLessThan(workMs / 5);
  });
});

describe("calendars on the calendar worker", { timeout: 120_000 }, () => {
  let calendars: Server;
  let base = "";
  const served: Record<string, string> = {};
  beforeAll(async () => {
    served["/folded.ics"] = foldedEvents(45_000);
    served["/deep.ics"] = foldedNesting(200_000);
    served["/busy.ics"] = busyCalendar(4_000, Date.now() - 7 * 86_400_000, 10);
    calendars = createServer((req, res) => {
      const body = served[req.url ?? ""];
      if (body) res.writeHead(200, { "content-type": "text/calendar" }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => calendars.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(calendars.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    calendars.closeAllConnections();
    await new Promise((resolve) => calendars.close(resolve));
  });

  const subscribe = (client: Client, path: string) => client.call("POST", "/api/me/calendar-connections/ics", { url: `${base}${path}` });

  it("refuses 45,000 events and nesting 200,000 deep hidden by folded BEGIN lines: too big", async () => {
    const client = new Client(server.url);
    await client.signUp("folds@example.com", "Fay");
    for (const path of ["/folded.ics", "/deep.ics"]) {
      const response = await subscribe(client, path);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).fields).toEqual({ url: [CALENDAR_SYNC_MESSAGES.tooBig] });
    }
  });

  it("reads a big honest calendar on the worker while /api/health keeps answering", async () => {
    const client = new Client(server.url);
    await client.signUp("busy@example.com", "Bea");
    const { result, answers, slowestMs, workMs } = await healthBeside(subscribe(client, "/busy.ics"));
    expect(result.status).toBe(201);
    expect(answers).toBeGreaterThanOrEqual(10);
    expect(slowestMs).toBeLessThan(workMs / 5);
    // Then the sync job reads it again on the worker, and the busy times land.
    const synced = async () => {
      const { connections } = await dataOf(await client.call("GET", "/api/me/calendar-connections"), calendarSyncOverviewSchema);
      return connections[0]!;
    };
    const deadline = Date.now() + 60_000;
    while ((await synced()).status !== "ok" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await synced()).toMatchObject({ status: "ok", busyCount: expect.any(Number) });
    expect((await synced()).busyCount).toBeGreaterThan(100);
  });
});
