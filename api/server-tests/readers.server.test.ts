import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { dataOf, errorOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Reads off the event loop (README.md "Heavy reads"), on the real server with one route more
 * (fixtures/slow-read-main.ts): a deliberately slow read runs the way search does, and meanwhile a
 * meeting signal crosses from one socket to another. With the reader pool it crosses at once; with
 * DATABASE_READERS=0 (the read in the server's own thread) it waits for the read — which shows this
 * test can tell the two apart.
 */
const RIG = "api/server-tests/fixtures/slow-read-main.ts";
const SLOW = 4_000_000; // SQLite counts this far in about 0.4 to 0.7 s on the machines we know
/**
 * How long the slow read should take whatever the machine: well past the 150 ms before the signal,
 * well within the pool's 3 s budget even when other tests share the machine and slow it twofold.
 */
const SLOW_MS = 700;
/** The pool's time budget for one read in these tests. */
const BUDGET_MS = 3000;

/** How far to count for a read of about SLOW_MS on this machine (measured on `server`, best of two). */
async function calibrate(server: RunningServer): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    await (await fetch(`${server.url}/test/slow-read?upTo=${SLOW}`)).json();
    best = Math.min(best, performance.now() - started);
  }
  return Math.round((SLOW * SLOW_MS) / best);
}

type Frame = { type: string; room?: { id?: string }; [key: string]: unknown };
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};
const count = (frames: unknown[], type: string) => (frames as Frame[]).filter((f) => f.type === type).length;

/** Two people in one meeting room, each on a socket: a signal from one to the other, timed. */
async function twoSockets(server: RunningServer, tag: string) {
  const join = async (client: Client, slug: string) => {
    const { token } = await dataOf(await client.call("POST", `/api/meetings/rooms/${slug}/token`, {}), meetingTokenSchema);
    const socket = await client.socket();
    socket.ws.send(JSON.stringify({ type: "meeting.join", token, audio: true, video: true }));
    await until(() => count(socket.frames, "meeting.joined") > 0);
    return socket;
  };
  const host = new Client(server.url);
  const hostMe = await host.signUp(`host.${tag}@example.com`, "Hana");
  const guest = new Client(server.url);
  await guest.signUp(`guest.${tag}@example.com`, "Omar");
  const h = await join(host, hostMe.slug);
  const roomId = (h.frames as Frame[]).find((f) => f.type === "meeting.joined")!.room!.id!;
  h.ws.send(JSON.stringify({ type: "meeting.room", roomId, locked: false }));
  const g = await join(guest, hostMe.slug);
  return {
    /** Milliseconds from sending a signal to the other socket receiving it. */
    async signal(): Promise<number> {
      const before = count(h.frames, "meeting.signal");
      const sent = performance.now();
      g.ws.send(JSON.stringify({ type: "meeting.signal", roomId, to: hostMe.id, signal: { type: "offer", sdp: "v=0" } }));
      await until(() => count(h.frames, "meeting.signal") > before);
      return performance.now() - sent;
    },
    close: () => {
      h.ws.close();
      g.ws.close();
    },
  };
}

/** Starts the slow read, waits until it is surely running, times a signal meanwhile, then awaits the read. */
async function signalDuringSlowRead(server: RunningServer, sockets: Awaited<ReturnType<typeof twoSockets>>, upTo: number) {
  const started = performance.now();
  const read = fetch(`${server.url}/test/slow-read?upTo=${upTo}`).then(async (response) => ({
    status: response.status,
    ms: performance.now() - started,
    body: await response.json(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 150));
  const signalMs = await sockets.signal();
  return { signalMs, read: await read };
}

describe("the real Deno server: reads on the reader pool", () => {
  let server: RunningServer;
  let upTo = SLOW;
  beforeAll(async () => {
    server = await startServer({ DATABASE_READ_TIMEOUT_MS: String(BUDGET_MS) }, undefined, RIG);
    upTo = await calibrate(server);
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it("a slow read does not delay a realtime frame between two sockets", async () => {
    const sockets = await twoSockets(server, "pool");
    expect(await sockets.signal()).toBeLessThan(100);
    const { signalMs, read } = await signalDuringSlowRead(server, sockets, upTo);
    expect(read).toMatchObject({ status: 200, body: { data: upTo } });
    expect(read.ms).toBeGreaterThan(400); // it really was slow…
    expect(signalMs).toBeLessThan(100); // …and the signal crossed meanwhile
    sockets.close();
  });

  it("a read past its time budget is stopped and answered 503, and the next search runs on a fresh reader", async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/test/slow-read?upTo=${SLOW * 1000}`);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe("That took too long to answer. Please try again, or narrow your search.");
    expect(elapsed).toBeGreaterThan(BUDGET_MS - 100);
    expect(elapsed).toBeLessThan(BUDGET_MS + 3500);
    for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/api/cards/search?seed=${i + 1}`)).status).toBe(200);
  });
});

describe("the real Deno server: reads in the server's own thread (DATABASE_READERS=0)", () => {
  let server: RunningServer;
  let upTo = SLOW;
  beforeAll(async () => {
    server = await startServer({ DATABASE_READERS: "0" }, undefined, RIG);
    upTo = await calibrate(server);
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it("the same slow read holds the signal back until it is done (what the pool prevents)", async () => {
    const sockets = await twoSockets(server, "thread");
    const { signalMs, read } = await signalDuringSlowRead(server, sockets, upTo);
    expect(read.status).toBe(200);
    expect(signalMs).toBeGreaterThan(250);
    sockets.close();
  });
});
