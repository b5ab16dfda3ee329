import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { type Nginx, startNginx } from "../../scripts/nginx/nginx.ts";
import { startRedis, type RunningRedis } from "../../scripts/redis/redis.ts";
import { dataOf } from "../src/test/wire.ts";
import { Client, freePort, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * One meeting across two Kora instances (PROTOCOL §7), all real: a redis-server started here, two
 * Deno servers on one database file with REDIS_URL, and the scale-out nginx in front. The host's socket
 * is on A, the guest's on B: they meet in one room (held by A) and exchange signals. A is killed: the
 * host's page reconnects through nginx (to B) and rejoins with its rejoin token; B claims the room once
 * A's lease runs out, tells the guest's socket to rejoin (`meeting.rehome`), and both are in the room
 * again with its settings. A restart keeps a personal room's settings too.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const DATA_DIR = `data/meeting-instances-${process.pid}`;
let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;
let c: RunningServer | undefined;
let proxy: Nginx;
let base: string;
let env: Record<string, string>;

type Frame = { type: string; [key: string]: unknown };
type Socket = { ws: import("ws").WebSocket; frames: unknown[] };
const hostPort = (server: RunningServer) => `127.0.0.1:${new URL(server.url).port}`;
const of = (socket: Socket, type: string) => (socket.frames as Frame[]).filter((frame) => frame.type === type);
const last = (socket: Socket, type: string) => of(socket, type).at(-1);
const send = (socket: Socket, frame: unknown) => socket.ws.send(JSON.stringify(frame));
const until = async (check: () => boolean, ms = 10_000, what = "a frame") => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The same signed-in person, talking to one instance directly (the Origin stays nginx's address). */
function on(server: RunningServer, client: Client): Client {
  const direct = new Client(server.url, base);
  direct.cookie = client.cookie;
  return direct;
}

async function token(client: Client, slug: string): Promise<string> {
  return (await dataOf(await client.call("POST", `/api/meetings/rooms/${slug}/token`, {}), meetingTokenSchema)).token;
}

beforeAll(async () => {
  redis = await startRedis();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `kora-meet-${process.pid}:`, PUBLIC_URL: base, TRUST_PROXY: "true" };
  a = await startServer(env, DATA_DIR); // creates and migrates the database
  b = await startServer(env, DATA_DIR);
  proxy = await startNginx({ port, instances: [hostPort(a), hostPort(b)], dir: join(ROOT, "data", `nginx-meet-${process.pid}`) });
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await redis?.stop();
  removeDataDir(DATA_DIR);
});

describe("a meeting across two Kora instances behind nginx, on Redis", () => {
  it("connects a socket on each instance, survives the home's death, and keeps the room's settings", async () => {
    const host = new Client(base);
    const hostMe = await host.signUp("maya.meet@example.com", "Maya", "Host");
    const guest = new Client(base);
    const guestMe = await guest.signUp("gus.meet@example.com", "Gus", "Guest");
    const slug = hostMe.slug;
    const roomId = `room:${hostMe.id}`;

    // The host's socket on A opens the room there; the guest's socket on B knocks, and the host admits him.
    const h = await on(a, host).socket();
    send(h, { type: "meeting.join", token: await token(host, slug), audio: true, video: true });
    await until(() => !!last(h, "meeting.joined"));
    const g = await on(b, guest).socket();
    send(g, { type: "meeting.join", token: await token(guest, slug), audio: true, video: true });
    await until(() => !!last(g, "meeting.waiting"));
    await until(() => ((last(h, "meeting.knocks")?.waiting as unknown[] | undefined)?.length ?? 0) === 1);
    send(h, { type: "meeting.answer-knock", roomId, target: guestMe.id, answer: "admit" });
    await until(() => !!last(g, "meeting.joined"));
    expect((last(g, "meeting.joined")!.participants as { id: string }[]).map((p) => p.id)).toEqual([hostMe.id]);

    // Signalling across the instances, both ways.
    send(g, { type: "meeting.signal", roomId, to: hostMe.id, signal: { type: "offer", sdp: "v=0 from B" } });
    await until(() => !!last(h, "meeting.signal"));
    expect(last(h, "meeting.signal")).toMatchObject({ from: guestMe.id, signal: { type: "offer", sdp: "v=0 from B" } });
    send(h, { type: "meeting.signal", roomId, to: guestMe.id, signal: { type: "answer", sdp: "v=0 from A" } });
    await until(() => !!last(g, "meeting.signal"));
    expect(last(g, "meeting.signal")).toMatchObject({ from: hostMe.id, signal: { type: "answer", sdp: "v=0 from A" } });

    // The host stops taking knocks (still locked): a setting the room must keep.
    send(h, { type: "meeting.room", roomId, knocking: false });
    await until(() => last(g, "meeting.room-state")?.knocking === false);

    // A dies. The host's page reconnects through nginx (B answers) and rejoins with its rejoin token.
    const hostRejoin = last(h, "meeting.joined")!.rejoinToken as string;
    const guestRejoin = last(g, "meeting.joined")!.rejoinToken as string;
    const dropped = new Promise<void>((resolve) => h.ws.once("close", () => resolve()));
    await a.stop("SIGKILL");
    await dropped;
    const h2 = await host.socket();
    send(h2, { type: "meeting.join", token: hostRejoin, audio: true, video: true });
    await until(() => !!last(h2, "meeting.joined"), 40_000, "the host's rejoin");
    expect(last(h2, "meeting.joined")!.room).toMatchObject({ id: roomId, locked: true, knocking: false });

    // The guest's socket on B was in the room A held: told to rejoin, he finds the host again.
    await until(() => !!last(g, "meeting.rehome"), 20_000, "meeting.rehome");
    expect(last(g, "meeting.rehome")).toEqual({ type: "meeting.rehome", roomId });
    send(g, { type: "meeting.join", token: guestRejoin, audio: true, video: true });
    await until(() => of(g, "meeting.joined").length === 2, 20_000, "the guest's rejoin");
    expect(last(g, "meeting.joined")!.room).toMatchObject({ locked: true, knocking: false });
    expect((last(g, "meeting.joined")!.participants as { id: string }[]).map((p) => p.id)).toEqual([hostMe.id]);
    send(g, { type: "meeting.signal", roomId, to: hostMe.id, signal: { type: "offer", sdp: "v=0 again" } });
    await until(() => last(h2, "meeting.signal")?.signal !== undefined);
    expect(last(h2, "meeting.signal")).toMatchObject({ from: guestMe.id, signal: { sdp: "v=0 again" } });

    // Unlocked and not taking knocks, then everyone leaves; a restarted instance opens the room that way.
    send(h2, { type: "meeting.room", roomId, locked: false });
    await until(() => last(g, "meeting.room-state")?.locked === false);
    h2.ws.close();
    g.ws.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await b.stop("SIGTERM");
    c = await startServer(env, DATA_DIR);
    const h3 = await on(c, host).socket();
    send(h3, { type: "meeting.join", token: await token(on(c, host), slug), audio: true, video: true });
    await until(() => !!last(h3, "meeting.joined"), 20_000, "the join after the restart");
    expect(last(h3, "meeting.joined")!.room).toMatchObject({ id: roomId, locked: false, knocking: false });
    h3.ws.close();
  }, 120_000);
});
