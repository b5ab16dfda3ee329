import { expect, test } from "./support/test.ts";
import { ownKoraPerTest } from "./support/own-kora.ts";
import { bookingCall, connectedPeers, expectVideoFlowing, inCall, joinCall } from "./meeting.fixtures.ts";

/**
 * The server dies mid-call and comes back: both sides show that they're reconnecting, rejoin on their
 * own (with the rejoin token, no knocking, no clicks) and see each other again. This spec runs its own
 * Kora process (own port, own database file) so it can kill and restart it.
 */

const ownKora = ownKoraPerTest("e2e-restart");

test("the server is killed and restarted mid-call: both sides reconnect and see each other again", async ({ browser }) => {
  test.setTimeout(150_000);
  const kora = await ownKora();
  const baseURL = kora.baseURL;

  const { advisor, learner, path } = await bookingCall(browser, baseURL);
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(advisor, 1);
  await expectVideoFlowing(learner, 1);

  // Killed without warning: no goodbye on the sockets.
  await kora.kill();
  for (const page of [advisor, learner]) {
    await expect(page.locator('[data-meeting-state="1"][data-phase="reconnecting"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" }).first()).toBeVisible();
  }

  // Back on the same port and database.
  await kora.restart();
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
