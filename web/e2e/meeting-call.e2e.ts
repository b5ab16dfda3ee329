import { expect, test } from "./support/test.ts";
import {
  bookingCall,
  callControls,
  connectedPeers,
  DESKTOP,
  expectVideoFlowing,
  inCall,
  joinCall,
  meetingPerson,
  personalRoomPath,
  PHONE,
  setRoomSwitch,
  shoot,
} from "./meeting.fixtures.ts";
import { openPreview, peerStats, REMOTE_CAMERAS, REMOTE_SCREENS, remoteCamerasShowing } from "./meeting-media.ts";

/** Calls in Chromium with its fake camera and microphone: a booking's call, the TURN relay, a mesh of three, screen share. */

test("two people in a booking's call see and hear each other; preview, gallery, grid and end screens", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!);

  await openPreview(advisor, path);
  await expect(advisor.getByRole("button", { name: "Join now" })).toBeEnabled();
  await shoot(advisor, "meeting-preview", 1280);
  await shoot(advisor, "meeting-preview", 375);
  await advisor.getByRole("button", { name: "Join now" }).click();
  await expect(inCall(advisor)).toBeVisible({ timeout: 15_000 });
  await joinCall(learner, path);

  // Each side decodes the other's camera, and video and sound keep arriving.
  for (const page of [advisor, learner]) {
    const [peer] = await expectVideoFlowing(page, 1);
    expect(peer!.inboundAudioBytes, "audio bytes received").toBeGreaterThan(0);
    expect(peer!.framesDecoded, "video frames decoded").toBeGreaterThan(0);
  }
  await expect(advisor.getByRole("figure", { name: "Leo Learner" })).toBeVisible();
  await expect(learner.getByRole("figure", { name: "Ada Advisor" })).toBeVisible();

  await shoot(advisor, "meeting-gallery", 1280);
  await shoot(advisor, "meeting-gallery", 375);
  await callControls(advisor).getByRole("button", { name: "Grid view" }).click();
  await expect(advisor.getByRole("region", { name: "Everyone, grid view" })).toBeVisible();
  await expect.poll(() => remoteCamerasShowing(advisor)).toBe(1);
  await shoot(advisor, "meeting-grid", 1280);
  await shoot(advisor, "meeting-grid", 375);

  // The learner leaves: the end screen, and the advisor's call drops the learner's video.
  await callControls(learner).getByRole("button", { name: "Leave call" }).click();
  await expect(learner.getByRole("heading", { name: "You left the call" })).toBeVisible();
  await expect(learner.getByText(/^You were in the call for /)).toBeVisible();
  await shoot(learner, "meeting-end", 1280);
  await shoot(learner, "meeting-end", 375);
  await expect(advisor.locator(REMOTE_CAMERAS)).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(async () => (await peerStats(advisor)).length, { message: "the advisor's peer connection to the learner closed" })
    .toBe(0);

  await advisor.context().close();
  await learner.context().close();
});

test("with ?relay=1 both sides connect through the real coturn and media flows through it", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const [low, high] = (process.env.E2E_TURN_RELAY_PORTS ?? "0-0").split("-").map(Number) as [number, number];
  const { advisor, learner, path } = await bookingCall(browser, baseURL!);
  const ice = (await (await advisor.request.get("/api/meetings/ice-servers")).json()) as { data: { iceServers: { urls: string[] }[] } };
  expect(
    ice.data.iceServers.flatMap((s) => s.urls),
    "Kora hands out the e2e coturn (scripts/setup-system.sh installs coturn)",
  ).toContainEqual(expect.stringMatching(/^turn:127\.0\.0\.1:\d+/));

  await joinCall(advisor, `${path}?relay=1`);
  await joinCall(learner, `${path}?relay=1`);
  for (const page of [advisor, learner]) {
    const [peer] = await expectVideoFlowing(page, 1);
    expect(peer!.iceTransportPolicy).toBe("relay");
    expect(peer!.localCandidateType, "the selected pair's local candidate").toBe("relay");
    // A relayed address of this run's coturn: 127.0.0.1 and a port from its relay range.
    const [address, port] = peer!.localCandidateAddress!.split(":");
    expect(address).toBe("127.0.0.1");
    expect(Number(port)).toBeGreaterThanOrEqual(low);
    expect(Number(port)).toBeLessThanOrEqual(high);
  }
  await advisor.context().close();
  await learner.context().close();
});

test("three people in a personal room form a mesh: everyone sees the two others", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const host = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const path = await personalRoomPath(host);
  await joinCall(host, path);
  // Unlocked: people with the link walk straight in.
  await setRoomSwitch(host, "Lock the room", false);
  const second = await meetingPerson(browser, baseURL!, "Sami", "Second");
  const third = await meetingPerson(browser, baseURL!, "Tara", "Third", { viewport: PHONE });
  await joinCall(second, path);
  await joinCall(third, path);
  for (const page of [host, second, third]) {
    const peers = await expectVideoFlowing(page, 2);
    expect(
      peers.every((p) => p.inboundAudioBytes > 0),
      "audio from both others",
    ).toBe(true);
  }
  await expect(third.getByRole("figure", { name: "Hana Host" })).toBeAttached();
  await expect(third.getByRole("figure", { name: "Sami Second" })).toBeAttached();
  for (const page of [host, second, third]) await page.context().close();
});

test("a shared screen is seen by the other side, and stops when sharing stops", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!, { learnerViewport: DESKTOP });
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(learner, 1);

  await callControls(advisor).getByRole("button", { name: "Share screen" }).click();
  await expect(callControls(advisor).getByRole("button", { name: "Stop sharing" })).toBeVisible();
  // The learner gets the screen as a second picture beside the camera, and it plays.
  await expect(learner.getByRole("figure", { name: "Ada Advisor's screen" })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => remoteCamerasShowing(learner, REMOTE_SCREENS), { timeout: 15_000 }).toBe(1);
  const screenSize = await learner
    .locator(REMOTE_SCREENS)
    .evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`);
  const cameraSize = await learner
    .locator(REMOTE_CAMERAS)
    .evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`);
  expect(screenSize, "the screen is its own picture, not the camera's").not.toBe(cameraSize);
  expect(await remoteCamerasShowing(learner), "the camera still plays").toBe(1);

  await callControls(advisor).getByRole("button", { name: "Stop sharing" }).click();
  await expect(learner.getByRole("figure", { name: "Ada Advisor's screen" })).toHaveCount(0, { timeout: 10_000 });
  expect((await connectedPeers(learner)).length).toBe(1);
  await advisor.context().close();
  await learner.context().close();
});
