import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { freePort, startKora } from "../../scripts/bench/server.ts";
import { findNginx, type Nginx, startNginx } from "../../scripts/nginx/nginx.ts";
import { findRedisServer, type RunningRedis, startRedis } from "../../scripts/redis/redis.ts";
import { expectVideoFlowing, inCall, joinCall, meetingPerson, personalRoomPath, setRoomSwitch } from "./meeting.fixtures.ts";
import { expect, test } from "./support/test.ts";

/**
 * Several instances (PROTOCOL §7) with browsers: Kora as two instances on one database and a Redis bus, nginx in
 * front. The host's page goes through nginx, which sends it to instance A while A is up (B is nginx's
 * standby); the guest's page talks to B directly. They meet in one room (held by A, the guest's frames
 * forwarded over Redis) and see each other. Then A is killed: the host's page reconnects through nginx
 * (to B now) and rejoins on its own, the guest's socket on B is told to rejoin, and they see each other
 * again — nobody clicks anything.
 */
test.skip(!findRedisServer() || !findNginx(), "redis-server and nginx are needed (scripts/setup-system.sh installs them)");

const DIR = `data/e2e-instances-${process.pid}`;
let redis: RunningRedis | null = null;
let proxy: Nginx | null = null;
const servers: ChildProcess[] = [];

test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await proxy?.stop();
  for (const server of servers)
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  await redis?.stop();
  rmSync(DIR, { recursive: true, force: true });
});

test("one meeting across two instances behind nginx: they see each other, and survive the room's instance dying", async ({ browser }) => {
  test.setTimeout(180_000);
  rmSync(DIR, { recursive: true, force: true });
  redis = await startRedis();
  const [portA, portB, portN] = await Promise.all([freePort(), freePort(), freePort()]);
  const base = `http://127.0.0.1:${portN}`;
  const env = {
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `kora-e2e-${process.pid}:`,
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
    WEB_DIST: process.env.WEB_DIST ?? "web/dist",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_PER_IP: "10000",
    AUTH_RATE_LIMIT_PER_ACCOUNT: "10000",
    PASSWORD_HASH_ITERATIONS: "10000",
  };
  const database = `file:${DIR}/kora.db`;
  // A first (it migrates and seeds the database), then B on the same file.
  const a = (await startKora(database, DIR, { port: portA, env: { ...env, SEED_DEMO: "true" } })).server;
  servers.push(a);
  servers.push((await startKora(database, DIR, { port: portB, env: { ...env, SEED_DEMO: "false" } })).server);
  proxy = await startNginx({
    port: portN,
    instances: [`127.0.0.1:${portA}`],
    backups: [`127.0.0.1:${portB}`],
    dir: join(process.cwd(), DIR, "nginx"),
  });

  const host = await meetingPerson(browser, base, "Hana", "Host", { advisor: true });
  const path = await personalRoomPath(host);
  await joinCall(host, path);
  await setRoomSwitch(host, "Lock the room", false);
  const guest = await meetingPerson(browser, `http://127.0.0.1:${portB}`, "Gus", "Guest");
  await joinCall(guest, path);
  await expectVideoFlowing(host, 1);
  await expectVideoFlowing(guest, 1);

  // Instance A dies without a word.
  a.kill("SIGKILL");
  await new Promise((resolve) => a.once("exit", resolve));
  await expect(host.locator('[data-meeting-state="1"][data-phase="reconnecting"]')).toBeVisible({ timeout: 20_000 });
  // Both are back in the call (A's room lease runs out within 15 s, then B holds it) and see each other.
  for (const page of [host, guest]) {
    await expect(inCall(page)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText("Reconnecting…")).toHaveCount(0, { timeout: 30_000 });
  }
  await expectVideoFlowing(host, 1);
  await expectVideoFlowing(guest, 1);
  // The room's setting came along: still unlocked.
  const room = await (await guest.request.get(`/api/meetings/rooms/${path.split("/").at(-1)}`)).json();
  expect(room.data).toMatchObject({ locked: false });
});
