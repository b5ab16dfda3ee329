import { rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { expect, test } from "./support/test.ts";
import { freePort, startKora } from "../../scripts/bench/server.ts";
import { bookingCall, connectedPeers, expectVideoFlowing, inCall, joinCall } from "./meeting.fixtures.ts";

/**
 * The server dies mid-call and comes back: both sides show that they're reconnecting, rejoin on their
 * own (with the rejoin token, no knocking, no clicks) and see each other again. This spec runs its own
 * Kora process (own port, own database file) so it can kill and restart it.
 */

const ENV = {
  SEED_DEMO: "true",
  WEB_DIST: process.env.WEB_DIST ?? "web/dist",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_PER_IP: "10000",
  AUTH_RATE_LIMIT_PER_ACCOUNT: "10000",
  PASSWORD_HASH_ITERATIONS: "10000",
};

let server: ChildProcess | null = null;
let dir = "";

test.afterEach(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  server = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the server is killed and restarted mid-call: both sides reconnect and see each other again", async ({ browser }) => {
  test.setTimeout(150_000);
  const port = await freePort();
  dir = `data/e2e-restart-${port}`;
  rmSync(dir, { recursive: true, force: true });
  const databaseUrl = `file:${dir}/kora.db`;
  const first = await startKora(databaseUrl, dir, { port, env: ENV });
  server = first.server;
  const baseURL = `http://localhost:${port}`;

  const { advisor, learner, path } = await bookingCall(browser, baseURL);
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(advisor, 1);
  await expectVideoFlowing(learner, 1);

  // Killed without warning: no goodbye on the sockets.
  server.kill("SIGKILL");
  await new Promise((resolve) => server!.once("exit", resolve));
  for (const page of [advisor, learner]) {
    await expect(page.locator('[data-meeting-state="1"][data-phase="reconnecting"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" }).first()).toBeVisible();
  }

  // Back on the same port and database.
  server = (await startKora(databaseUrl, dir, { port, env: ENV })).server;
  for (const page of [advisor, learner]) {
    await expect(inCall(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Reconnecting…")).toHaveCount(0, { timeout: 20_000 });
  }
  await expectVideoFlowing(advisor, 1);
  await expectVideoFlowing(learner, 1);
  // One connection each way, no leftovers from before the restart.
  expect((await connectedPeers(advisor)).length).toBe(1);
  expect((await connectedPeers(learner)).length).toBe(1);
  await advisor.context().close();
  await learner.context().close();
});
