import { CPU_CALM_MS } from "@kora/shared/domain/meetings/cpu-load.ts";
import { MEETING_SETTINGS } from "@kora/shared/domain/meetings/rules.ts";
import { SIMULCAST_ENCODINGS } from "@kora/shared/domain/meetings/sfu-view.ts";
import { sfuSkipReason } from "../../scripts/janus/e2e.ts";
import { expect, test, type Page } from "./support/test.ts";
import { bookingCall, expectVideoFlowing, joinCall, meetingPerson, shoot } from "./meeting.fixtures.ts";
import { type Pressure, REMOTE_CAMERAS, virtualPressure } from "./meeting-media.ts";
import { hostRoom, liveVideos } from "./sfu.fixtures.ts";

/**
 * A busy computer sends lower-quality video and says so (public-site §3 CPUThreshold 90). The CPU
 * pressure is Chromium's own Compute Pressure API driven through the DevTools protocol
 * (Emulation.setPressureStateOverride: a virtual "cpu" source replacing the machine's readings for
 * that page), so the app's PressureObserver hears serious, critical and nominal as it would from the
 * machine; what goes out is read from the page's own RTCPeerConnection senders and stats, and what
 * arrives from the other side's decoded picture.
 */

/**
 * The camera sender's encodings on the page's connected peer connections, the widest picture it
 * encodes now (any layer), and the camera's own width.
 */
function cameraSending(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __koraPeers?: RTCPeerConnection[] }).__koraPeers ?? [];
    const live = peers.filter((pc) => pc.connectionState === "connected");
    const senders = live.flatMap((pc) => pc.getSenders().filter((s) => s.track?.kind === "video"));
    const encodings = senders.flatMap((s) =>
      s
        .getParameters()
        .encodings.map((e) => ({ rid: e.rid ?? null, maxBitrate: e.maxBitrate ?? null, scale: e.scaleResolutionDownBy ?? 1 })),
    );
    const stats = await Promise.all(live.map((pc) => pc.getStats()));
    const widths = stats.flatMap((report) =>
      [...report.values()].filter((s) => s.type === "outbound-rtp" && s.kind === "video").map((s) => Number(s.frameWidth) || 0),
    );
    const capture = senders[0]?.track?.getSettings().width ?? 0;
    return { encodings, width: Math.max(0, ...widths), capture };
  });
}

/** The decoded width of the other side's camera. */
const receivedWidth = (page: Page) => page.locator(REMOTE_CAMERAS).evaluate((video: HTMLVideoElement) => video.videoWidth);

const FULL = { rid: null, maxBitrate: MEETING_SETTINGS.videoBitrate, scale: 1 };
const RELIEVED = { rid: null, maxBitrate: MEETING_SETTINGS.videoBitrate / 2, scale: 2 };
/** The SFU publisher's three simulcast layers, as published and while the computer is busy. */
const layers = (busy: boolean) =>
  SIMULCAST_ENCODINGS.map(({ rid, maxBitrate, scaleResolutionDownBy }) => ({
    rid,
    maxBitrate: busy ? maxBitrate / 2 : maxBitrate,
    scale: busy ? scaleResolutionDownBy * 2 : scaleResolutionDownBy,
  }));

test("under serious CPU pressure the camera goes out at half size and rate with a note, and comes back once calm", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!);
  const pressure = await virtualPressure(advisor);
  // The learner's computer stays calm whatever this machine's real load (the note is about one's own computer).
  await virtualPressure(learner);
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(learner, 1);
  const note = advisor.getByRole("status").filter({ hasText: "Your computer is busy: sending lower-quality video" });

  // Calm: the full videoBitrate for one other person, full size, no note.
  await expect.poll(async () => (await cameraSending(advisor)).encodings).toEqual([FULL]);
  const { capture } = await cameraSending(advisor);
  expect(capture, "the fake camera's width").toBeGreaterThan(0);
  // Full size on the wire (the encoder may start smaller while the bandwidth estimate ramps up).
  await expect.poll(() => receivedWidth(learner), { timeout: 20_000 }).toBeGreaterThan(capture / 2);
  await expect(note).toHaveCount(0);

  await pressure("serious");
  await expect(note).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await cameraSending(advisor)).encodings).toEqual([RELIEVED]);
  await expect.poll(async () => (await cameraSending(advisor)).width, { timeout: 15_000 }).toBeLessThanOrEqual(capture / 2);
  // The learner's picture of the advisor really is smaller: the change reached the wire.
  await expect.poll(() => receivedWidth(learner), { timeout: 15_000 }).toBeLessThanOrEqual(capture / 2);
  await expect(learner.getByText("Your computer is busy")).toHaveCount(0);
  await expect.poll(async () => (await cameraSending(learner)).encodings, { message: "the learner still sends in full" }).toEqual([FULL]);
  await shoot(advisor, "meeting-cpu-busy", 1280);
  await shoot(advisor, "meeting-cpu-busy", 375);

  // Critical, then nominal: still lowered until it has stayed calm for CPU_CALM_MS.
  await pressure("critical");
  await pressure("nominal");
  const calmAt = Date.now();
  await expect(note).toHaveCount(0, { timeout: CPU_CALM_MS + 10_000 });
  const waited = Date.now() - calmAt;
  expect(waited, "back to full quality only after it stayed calm").toBeGreaterThanOrEqual(CPU_CALM_MS - 1000);
  // Back to full on the app's side. How soon the encoder scales the picture up again is WebRTC's own
  // CPU adaptation, which follows this machine's real load (it stayed at half for 20 s in a full run).
  await expect.poll(async () => (await cameraSending(advisor)).encodings).toEqual([FULL]);

  await advisor.context().close();
  await learner.context().close();
});

test.describe("in an SFU room", () => {
  test.skip(sfuSkipReason() !== null, sfuSkipReason() ?? "");

  test("the publisher's three layers each halve while the computer is busy, and come back once calm", async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    let pressure: (state: Pressure) => Promise<void> = async () => {};
    const { host, path, roomId } = await hostRoom(browser, baseURL!, null, async (page) => {
      pressure = await virtualPressure(page);
    });
    const sami = await meetingPerson(browser, baseURL!, "Sami", "Second");
    await virtualPressure(sami);
    await joinCall(sami, path);
    const moved = await host.request.post("/api/dev/meetings/topology", { data: { roomId, topology: "sfu" } });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect.poll(async () => (await cameraSending(host)).encodings, { timeout: 30_000 }).toEqual(layers(false));
    await expect.poll(() => liveVideos(sami), { message: "the host's camera live through Janus", timeout: 30_000 }).toBe(1);
    const { capture } = await cameraSending(host);
    // The top layer at the camera's full width (once the bandwidth estimate allows it).
    await expect.poll(async () => (await cameraSending(host)).width, { timeout: 20_000 }).toBe(capture);

    await pressure("critical");
    await expect(host.getByRole("status").filter({ hasText: "Your computer is busy" })).toBeVisible({ timeout: 10_000 });
    await expect.poll(async () => (await cameraSending(host)).encodings).toEqual(layers(true));
    // Same three layers, so the same subscription: no layer is wider than half the camera now, whichever Sami gets.
    await expect.poll(async () => (await cameraSending(host)).width, { timeout: 15_000 }).toBeLessThanOrEqual(capture / 2);
    await expect.poll(() => receivedWidth(sami), { timeout: 15_000 }).toBeLessThanOrEqual(capture / 2);
    expect(await liveVideos(sami), "and keeps playing").toBe(1);

    await pressure("nominal");
    await expect.poll(async () => (await cameraSending(host)).encodings, { timeout: CPU_CALM_MS + 10_000 }).toEqual(layers(false));
    await expect.poll(async () => (await cameraSending(host)).width, { timeout: 20_000 }).toBe(capture);
    await host.context().close();
    await sami.context().close();
  });
});
