import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { sfuSkipReason } from "../../scripts/janus/e2e.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { callControls, DESKTOP, inCall, joinCall, meetingPerson, openPanel, recordMeetingFrames, shoot } from "./meeting.fixtures.ts";
import { peerStats, REMOTE_CAMERAS, REMOTE_SCREENS, remoteCamerasShowing } from "./meeting-media.ts";
import {
  newestReadyVideo,
  probe,
  recordedSeconds,
  recordingBadge,
  startRecording,
  stopRecording,
  watchRecorder,
} from "./recording.fixtures.ts";
import { hostRoom, liveVideos } from "./sfu.fixtures.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * The web client's SFU engine (PROTOCOL §4) in Chromium against the run's real Janus: a room moved
 * to the SFU (embedded mode's test hook), everyone publishing simulcast and receiving through one
 * subscriber connection; screen share, mute-all and removal as in the mesh. Rooms that reach the SFU
 * by growing (and the grid's pages) are in meeting-sfu-scale.e2e.ts.
 */
test.skip(sfuSkipReason() !== null, sfuSkipReason() ?? "");
test.describe.configure({ timeout: 180_000 });
// Pages left in a call (a failed test) would go on decoding video through the rest of the suite.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** The page's open peer connections: in an SFU room, two (publisher and subscriber), both to Janus. */
const openConnections = async (page: Page) => (await peerStats(page)).filter((s) => s.connectionState === "connected");

/** The decoded width of the remote camera in the gallery's large tile and of one in its strip. */
const receivedWidths = (page: Page) =>
  page.evaluate((selector) => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>(selector)];
    const inStrip = (v: HTMLVideoElement) => v.closest('ul[aria-label="Everyone else"]') !== null;
    return { main: videos.find((v) => !inStrip(v))?.videoWidth ?? 0, strip: videos.find(inStrip)?.videoWidth ?? 0 };
  }, REMOTE_CAMERAS);

/** Whether the page's own microphone track is on. */
const ownMicOn = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-kind="camera"][data-self]');
    const tracks = (video?.srcObject as MediaStream | null)?.getAudioTracks() ?? [];
    return tracks.length > 0 && tracks.every((track) => track.enabled && track.readyState === "live");
  });

/** The host moves the live room to the SFU now (the test hook; the 11th arrival does the same). */
async function moveToSfu(host: Page, roomId: string) {
  const response = await host.request.post("/api/dev/meetings/topology", { data: { roomId, topology: "sfu" } });
  expect(response.status(), await response.text()).toBe(200);
}

test("three Chromium pages in an SFU room: live video, screen share, mute-all and removal", async ({ browser, baseURL }) => {
  const { host, path, roomId } = await hostRoom(browser, baseURL!);
  const sami = await meetingPerson(browser, baseURL!, "Sami", "Second");
  const tara = await meetingPerson(browser, baseURL!, "Tara", "Third");
  const samiFrames = recordMeetingFrames(sami);
  await joinCall(sami, path);
  await joinCall(tara, path);
  const pages = [host, sami, tara];
  for (const page of pages) await expect.poll(() => remoteCamerasShowing(page), { timeout: 20_000 }).toBe(2);

  // The mesh moves to Janus: nobody rejoins, the mesh's connections close, video goes on.
  await moveToSfu(host, roomId);
  await expect.poll(() => samiFrames.filter((f) => f.type === "meeting.topology").length).toBe(1);
  for (const page of pages) {
    await expect
      .poll(async () => (await openConnections(page)).length, { message: "publisher + subscriber to Janus only", timeout: 30_000 })
      .toBe(2);
    await expect.poll(() => liveVideos(page), { message: "both others' cameras live through Janus", timeout: 30_000 }).toBe(2);
    await expect(inCall(page)).toBeVisible();
  }
  expect(samiFrames.filter((f) => f.type === "meeting.joined")).toHaveLength(1);
  // One connection sends (the camera in simulcast layers) and one receives both others' video.
  const samiStats = await openConnections(sami);
  expect(samiStats.some((s) => s.outboundVideoBytes > 0)).toBe(true);
  expect(samiStats.some((s) => s.inboundVideoBytes > 0 && s.inboundAudioBytes > 0)).toBe(true);
  const layers = await sami.evaluate(async () => {
    const peers = (window as unknown as { __koraPeers: RTCPeerConnection[] }).__koraPeers.filter(
      (pc) => pc.connectionState === "connected",
    );
    const counts = await Promise.all(
      peers.map(async (pc) => [...(await pc.getStats()).values()].filter((s) => s.type === "outbound-rtp" && s.kind === "video").length),
    );
    return Math.max(...counts);
  });
  expect(layers, "the camera goes out in three simulcast layers").toBe(3);
  await expect(tara.getByRole("figure", { name: "Sami Second" })).toBeVisible();
  await expect(tara.getByRole("figure", { name: "Hana Host" })).toBeVisible();
  // Each tile gets the layer its size needs: the gallery's large tile a higher one than the strip's.
  await expect
    .poll(
      async () => {
        const { main, strip } = await receivedWidths(tara);
        return strip > 0 && main > strip;
      },
      { message: "the large tile receives a larger layer than the strip tile", timeout: 20_000 },
    )
    .toBe(true);

  // Screen share: a third stream of Sami's publisher; the others see it as his screen.
  await callControls(sami).getByRole("button", { name: "Share screen" }).click();
  await expect(callControls(sami).getByRole("button", { name: "Stop sharing" })).toBeVisible();
  for (const page of [host, tara]) {
    await expect(page.getByRole("figure", { name: "Sami Second's screen" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => liveVideos(page, REMOTE_SCREENS), { timeout: 20_000 }).toBe(1);
  }
  await shoot(tara, "sfu-three-sharing", DESKTOP.width);
  await callControls(sami).getByRole("button", { name: "Stop sharing" }).click();
  for (const page of [host, tara])
    await expect(page.getByRole("figure", { name: "Sami Second's screen" })).toHaveCount(0, { timeout: 15_000 });

  // Mute everyone: the others' microphones go off at their end.
  const people = await openPanel(host, "People");
  await people.getByRole("button", { name: "Mute everyone" }).click();
  // Both are told at once, by a toast that leaves after a few seconds: watch both pages together.
  await Promise.all([sami, tara].map((page) => expect(toasts(page).getByText(/muted your microphone/)).toBeVisible()));
  for (const page of [sami, tara]) {
    await expect.poll(() => ownMicOn(page), { message: "their microphone track is off" }).toBe(false);
  }
  expect(await ownMicOn(host)).toBe(true);

  // Remove Tara: she is told, and her video leaves the others' screens.
  const row = people.getByRole("listitem").filter({ hasText: "Tara Third" });
  await row.getByRole("button", { name: "Manage Tara Third" }).click();
  await people.getByRole("button", { name: "Remove Tara Third from the call" }).click();
  await host.getByRole("dialog", { name: "Remove Tara Third from the call?" }).getByRole("button", { name: "Remove" }).click();
  await expect(tara.getByRole("heading", { name: MEETING_MESSAGES.removed })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await openConnections(tara)).length, { message: "Tara hung up on Janus" }).toBe(0);
  for (const page of [host, sami]) {
    await expect(page.getByRole("figure", { name: "Tara Third" })).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => liveVideos(page), { timeout: 20_000 }).toBe(1);
  }
  for (const page of pages) await page.context().close();
});

test("the host records an SFU room: the composite of the call becomes a video with picture and sound", async ({ browser, baseURL }) => {
  const { host, path, roomId } = await hostRoom(browser, baseURL!);
  await watchRecorder(host);
  await host.reload(); // the recorder watch is in place from the call's start
  await joinCall(host, path);
  const sami = await meetingPerson(browser, baseURL!, "Sami", "Second");
  await joinCall(sami, path);
  await moveToSfu(host, roomId);
  await expect.poll(() => liveVideos(host), { message: "Sami's camera through Janus", timeout: 30_000 }).toBe(1);

  const started = await startRecording(host);
  await expect(recordingBadge(sami)).toBeVisible();
  await host.waitForTimeout(6000 - (Date.now() - started));
  await stopRecording(host);
  const recorded = await recordedSeconds(host);
  const video = await newestReadyVideo(host);
  const probed = probe(await (await host.request.get(`/api/v/${video.slug}/video`)).body(), "sfu-recording.mp4");
  expect(probed.codecs).toEqual(expect.arrayContaining(["video:h264", "audio:aac"]));
  // Never longer than the recorder ran (+10%); short of it by no more than the recorder's start-up,
  // which took 1.5 s once in a full run on these 2 cores (two browsers, Janus, the server and ffmpeg).
  expect(probed.duration, `the MP4 (${probed.duration} s) against the ${recorded} s recorded`).toBeLessThanOrEqual(recorded * 1.1);
  expect(probed.duration, `the MP4 (${probed.duration} s) against the ${recorded} s recorded`).toBeGreaterThanOrEqual(recorded - 2.5);
  for (const page of [host, sami]) await page.context().close();
});
