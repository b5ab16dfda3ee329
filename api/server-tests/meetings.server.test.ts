import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { dataOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** A server frame as the tests read it: the fields they look at, loosely typed. */
type Frame = { type: string; room?: { id?: unknown }; message?: { text?: unknown }; [key: string]: unknown };
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const last = (frames: unknown[], type: string) => (frames as Frame[]).filter((f) => f.type === type).at(-1);

/** A signed-up person with their personal room's slug. */
async function person(email: string, firstName: string) {
  const client = new Client(server.url);
  const me = await client.signUp(email, firstName);
  return { client, me };
}

async function joinRoom(client: Client, slug: string) {
  const { token } = await dataOf(await client.call("POST", `/api/meetings/rooms/${slug}/token`, {}), meetingTokenSchema);
  const socket = await client.socket();
  socket.ws.send(JSON.stringify({ type: "meeting.join", token, audio: true, video: true }));
  return socket;
}

describe("the real Deno server: meeting signalling", () => {
  it("relays signals only inside a room, and refuses frames for rooms the socket is not in", async () => {
    const host = await person("host.sig@example.com", "Hana");
    const other = await person("other.sig@example.com", "Omar");
    const h = await joinRoom(host.client, host.me.slug);
    await until(() => !!last(h.frames, "meeting.joined"));
    const roomId = last(h.frames, "meeting.joined")!.room?.id as string;
    h.ws.send(JSON.stringify({ type: "meeting.room", roomId, locked: false }));
    const o = await joinRoom(other.client, host.me.slug);
    await until(() => !!last(o.frames, "meeting.joined"));

    o.ws.send(
      JSON.stringify({
        type: "meeting.signal",
        roomId,
        to: host.me.id,
        signal: { type: "offer", sdp: `v=0\r\n${"a=x\r\n".repeat(3000)}` },
      }),
    );
    await until(() => !!last(h.frames, "meeting.signal"));
    expect(last(h.frames, "meeting.signal")).toMatchObject({ from: other.me.id, signal: { type: "offer" } });

    // A third person, never admitted, aims at the same room: refused, nothing relayed.
    const intruder = await person("intruder.sig@example.com", "Ivo");
    const i = await intruder.client.socket();
    const signalsBefore = (h.frames as Frame[]).filter((f) => f.type === "meeting.signal").length;
    i.ws.send(JSON.stringify({ type: "meeting.signal", roomId, to: host.me.id, signal: { type: "offer", sdp: "evil" } }));
    i.ws.send(JSON.stringify({ type: "meeting.mute-all", roomId, audio: true, video: true }));
    await until(() => (i.frames as Frame[]).filter((f) => f.type === "meeting.refused").length === 2);
    expect((i.frames as Frame[]).filter((f) => f.type === "meeting.refused").map((f) => f.code)).toEqual(["not-admitted", "not-admitted"]);
    // Another user's valid token on the intruder's socket is refused too.
    const stolen = (await dataOf(await other.client.call("POST", `/api/meetings/rooms/${host.me.slug}/token`, {}), meetingTokenSchema))
      .token;
    i.ws.send(JSON.stringify({ type: "meeting.join", token: stolen, audio: true, video: true }));
    await until(() => last(i.frames, "meeting.refused")?.code === "token");
    expect((h.frames as Frame[]).filter((f) => f.type === "meeting.signal")).toHaveLength(signalsBefore);
    expect(last(o.frames, "meeting.muted")).toBeUndefined();
    for (const s of [h, o, i]) s.ws.close();
  });

  it("survives malformed frames and a flood of 10,000 frames from one socket without hurting another call", async () => {
    const host = await person("host.flood@example.com", "Fleur");
    const guest = await person("guest.flood@example.com", "Gil");
    const h = await joinRoom(host.client, host.me.slug);
    await until(() => !!last(h.frames, "meeting.joined"));
    const roomId = last(h.frames, "meeting.joined")!.room?.id as string;
    h.ws.send(JSON.stringify({ type: "meeting.room", roomId, locked: false }));
    const g = await joinRoom(guest.client, host.me.slug);
    await until(() => !!last(g.frames, "meeting.joined"));

    const flooder = await person("flooder@example.com", "Flo");
    const f = await flooder.client.socket();
    let closedWith: number | null = null;
    f.ws.on("close", (code) => (closedWith = code));
    for (const junk of [
      "{",
      "null",
      '{"type":"meeting.signal"}',
      "x".repeat(70_000),
      JSON.stringify({ type: "meeting.chat", roomId, text: "" }),
    ])
      f.ws.send(junk);
    const started = Date.now();
    for (let n = 0; n < 10_000; n++) f.ws.send(JSON.stringify({ type: "meeting.chat", roomId, text: `spam ${n}` }));

    // Meanwhile the real call carries on: a signal crosses promptly and health answers.
    g.ws.send(
      JSON.stringify({
        type: "meeting.signal",
        roomId,
        to: host.me.id,
        signal: {
          type: "candidate",
          candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 },
        },
      }),
    );
    await until(() => !!last(h.frames, "meeting.signal"));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    await until(() => closedWith !== null, 10_000);
    // The server closes it with 1008; a client still writing into the closing socket may only see the reset (1006).
    expect([1006, 1008]).toContain(closedWith);
    expect(Date.now() - started).toBeLessThan(10_000);
    // No spam reached the room, and the server still takes new sockets.
    expect((h.frames as Frame[]).some((fr) => fr.type === "meeting.chat" && String(fr.message?.text).startsWith("spam"))).toBe(false);
    const fresh = await guest.client.socket();
    fresh.ws.send(JSON.stringify({ type: "ping", t: 7 }));
    await until(() => (fresh.frames as Frame[]).some((fr) => fr.type === "pong"));
    for (const s of [h, g, fresh]) s.ws.close();
  });

  it("a burst over the allowance is dropped with one warning, and the socket stays open", async () => {
    const someone = await person("bursty@example.com", "Bea");
    const s = await someone.client.socket();
    for (let n = 0; n < 500; n++) s.ws.send(JSON.stringify({ type: "ping", t: n }));
    await until(() => (s.frames as Frame[]).some((fr) => fr.type === "meeting.refused"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pongs = (s.frames as Frame[]).filter((fr) => fr.type === "pong").length;
    expect(pongs).toBeGreaterThanOrEqual(300);
    expect(pongs).toBeLessThan(500);
    expect((s.frames as Frame[]).filter((fr) => fr.type === "meeting.refused")).toEqual([
      { type: "meeting.refused", roomId: null, code: "rate", message: "Too many messages at once. Please slow down." },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the allowance refills
    s.ws.send(JSON.stringify({ type: "ping", t: 9999 }));
    await until(() => (s.frames as Frame[]).some((fr) => fr.type === "pong" && fr.t === 9999));
    expect(s.ws.readyState).toBe(1);
    s.ws.close();
  });
});
