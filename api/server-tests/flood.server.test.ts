import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

type Frame = { type: string; [key: string]: unknown };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pongs = (frames: unknown[]) => (frames as Frame[]).filter((f) => f.type === "pong").length;

describe("the real Deno server: a flooding socket", () => {
  it("closes a socket flooding in steady batches with 1008 within a bounded number of frames, while a well-behaved one stays open", async () => {
    const attacker = new Client(server.url);
    const attackerMe = await attacker.signUp("steady.flood@example.com", "Flo");
    const neighbour = new Client(server.url);
    await neighbour.signUp("calm.neighbour@example.com", "Cal");
    const flood = await attacker.socket();
    const calm = await neighbour.socket();
    let closedWith: number | null = null;
    flood.ws.on("close", (code) => (closedWith = code));

    // The neighbour pings ten times a second throughout: well within its allowance.
    let calmSent = 0;
    const calmTimer = setInterval(() => calm.ws.send(JSON.stringify({ type: "ping", t: ++calmSent })), 100);
    // The attacker sends 50 frames every ~5 ms (about 10,000 a second): never 1,000 inside one 10 ms refill
    // tick, which is how the attack run kept a socket open for 193,000 frames.
    const started = Date.now();
    let sent = 0;
    while (closedWith === null && flood.ws.readyState === WebSocket.OPEN && Date.now() - started < 8_000) {
      for (let n = 0; n < 50; n++) flood.ws.send(JSON.stringify({ type: "ping", t: sent++ }));
      await sleep(5);
    }
    while (closedWith === null && Date.now() - started < 10_000) await sleep(20);
    const elapsed = Date.now() - started;
    await sleep(500);
    clearInterval(calmTimer);

    // The server closes it with 1008 (PROTOCOL.md); a client still writing into the closing socket may
    // only see the connection reset (1006), so the server's own log line says which code it used.
    expect([1006, 1008]).toContain(closedWith);
    const closes = server
      .output()
      .split("\n")
      .filter((line) => line.includes("socket flooding: closed"))
      .map((line) => JSON.parse(line));
    expect(closes).toEqual([expect.objectContaining({ level: "warn", userId: attackerMe.id, code: 1008 })]);
    expect(sent).toBeLessThan(10_000);
    expect(elapsed).toBeLessThan(3_000);
    // Only the allowance's worth of the flood was answered.
    expect(pongs(flood.frames)).toBeLessThan(400);

    expect(calm.ws.readyState).toBe(WebSocket.OPEN);
    expect((calm.frames as Frame[]).some((f) => f.type === "meeting.refused")).toBe(false);
    expect(pongs(calm.frames)).toBeGreaterThanOrEqual(calmSent - 1);
    calm.ws.send(JSON.stringify({ type: "ping", t: -1 }));
    const end = Date.now() + 2000;
    while (!(calm.frames as Frame[]).some((f) => f.type === "pong" && f.t === -1) && Date.now() < end) await sleep(20);
    expect((calm.frames as Frame[]).some((f) => f.type === "pong" && f.t === -1)).toBe(true);
    calm.ws.close();
  });
});
