import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { type Nginx, startNginx } from "../../scripts/nginx/nginx.ts";
import { dataOf } from "../src/test/wire.ts";
import { Client, freePort, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Kora as two instances behind the scale-out nginx (scripts/nginx/config.ts), all real: two Deno
 * servers on one database file, and a private nginx on loopback in front. HTTP is balanced, sessions
 * work on either instance, sockets upgrade through nginx onto both, and when one instance dies its
 * clients reconnect through the same address to the other while HTTP keeps answering.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const dataDir = `data/scale-out-${process.pid}`;
let a: RunningServer;
let b: RunningServer;
let proxy: Nginx;
let base: string;

const hostPort = (server: RunningServer) => `127.0.0.1:${new URL(server.url).port}`;
type Hello = { type: string; epoch?: string };
const helloOf = (frames: unknown[]) => frames.find((frame) => (frame as Hello).type === "hello") as Hello;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Both instances know the public address (the Origin pages send) and trust nginx's forwarded headers.
  const env = { PUBLIC_URL: base, TRUST_PROXY: "true" };
  a = await startServer(env, dataDir); // creates and migrates the database first
  b = await startServer(env, dataDir);
  proxy = await startNginx({ port, instances: [hostPort(a), hostPort(b)], dir: join(ROOT, "data", `nginx-${process.pid}`) });
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  removeDataDir(dataDir);
});

async function epochOf(client: Client): Promise<string> {
  const response = await client.call("GET", "/api/me");
  expect(response.status).toBe(200);
  return (await dataOf(response, meSchema)).realtimeCursor!.epoch;
}

describe("two Kora instances behind nginx", () => {
  it("balances HTTP over both, and a session made through one works on the other", async () => {
    const client = new Client(base);
    await client.signUp("scale.http@example.com", "Scale", "Http");
    const epochs = new Set<string>();
    for (let i = 0; i < 12; i++) epochs.add(await epochOf(client));
    // Each instance names itself by its realtime epoch: both served this one signed-in person.
    expect(epochs.size).toBe(2);
  });

  it("upgrades WebSockets through nginx onto both instances, each socket signed in", async () => {
    const client = new Client(base);
    const me = await client.signUp("scale.ws@example.com", "Scale", "Sockets");
    const sockets = await Promise.all([client.socket(), client.socket(), client.socket(), client.socket()]);
    const hellos = sockets.map((socket) => helloOf(socket.frames));
    for (const hello of hellos) expect(hello).toMatchObject({ type: "hello", userId: me.id, channels: [`private-user.${me.id}`] });
    // least_conn: open sockets count, so they spread rather than pile onto the first instance.
    expect(new Set(hellos.map((hello) => hello.epoch)).size).toBe(2);
    for (const socket of sockets) socket.ws.close();
  });

  it("when an instance dies, its sockets reconnect through nginx to the other, and HTTP keeps answering", async () => {
    const client = new Client(base);
    await client.signUp("scale.failover@example.com", "Scale", "Failover");
    const sockets = await Promise.all([client.socket(), client.socket()]);
    const epochs = sockets.map((socket) => helloOf(socket.frames).epoch);
    expect(new Set(epochs).size).toBe(2);
    const survivorEpoch = await (async () => {
      // Which epoch is b's: b answers directly.
      const direct = new Client(b.url, base);
      direct.cookie = client.cookie;
      return epochOf(direct);
    })();
    const onA = sockets[epochs.findIndex((epoch) => epoch !== survivorEpoch)]!;
    const closed = new Promise<number>((resolve) => onA.ws.once("close", (code) => resolve(code)));

    await a.stop("SIGKILL");
    expect(await closed).not.toBe(1000);

    // The page's reconnect: same address, lands on the survivor, signed in.
    const again = await client.socket();
    expect(helloOf(again.frames).epoch).toBe(survivorEpoch);
    // Reads and writes keep working through nginx: a refused connection goes to the next instance.
    for (let i = 0; i < 6; i++) expect(await epochOf(client)).toBe(survivorEpoch);
    expect((await client.call("PUT", "/api/me", { firstName: "Still" })).status).toBe(200);
    for (const socket of [...sockets, again]) socket.ws.close();
  });
});
