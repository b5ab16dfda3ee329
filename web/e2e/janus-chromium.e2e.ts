import NodeWebSocket from "ws";
import { JanusControl, janusRoomId } from "../../api/src/adapters/sfu/janus-control.ts";
import { mintRoomEntry } from "../../api/src/adapters/sfu/janus-token.ts";
import { sfuSkipReason } from "../../scripts/janus/e2e.ts";
import { installRawJanus, type RawJanusWindow } from "../../scripts/janus/raw-janus-page.ts";
import { expect, test, type Page } from "./support/test.ts";

/**
 * The e2e rig's Janus carries Chromium's media (PROTOCOL §4): inside the test namespace, one page
 * publishes its fake camera to a room the API's control client made, a second page subscribes to
 * that feed and decodes frames. Speaks Janus's JSON API directly (no Kora screens), so it proves the
 * harness itself: the namespace's veth, Janus's config, the signed tokens, Chromium's ICE.
 */

test.skip(sfuSkipReason() !== null, sfuSkipReason() ?? "");

type Entry = { sessionToken: string; roomToken: string };
type Peer = { url: string; entry: Entry; room: string; feed?: string };

/** Runs in the page (installRawJanus first): a Janus session and a publisher or a subscriber on it. */
async function janusPeer({ url, entry, room, feed }: Peer): Promise<string> {
  const janus = await (window as unknown as RawJanusWindow).__rawJanus(url, entry.sessionToken);
  const pc = new RTCPeerConnection();
  const gathered = () =>
    new Promise<void>((resolve) => {
      if (pc.iceGatheringState === "complete") resolve();
      pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && resolve());
    });
  (window as unknown as { __janusPc: RTCPeerConnection }).__janusPc = pc;
  if (!feed) {
    const joined = await janus.message({ request: "join", ptype: "publisher", room, display: "Chromium", token: entry.roomToken });
    const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 }, audio: false });
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    await pc.setLocalDescription(await pc.createOffer());
    await gathered();
    const configured = await janus.message({ request: "configure", audio: false, video: true }, pc.localDescription!.toJSON());
    await pc.setRemoteDescription(configured.jsep!);
    return String(joined.data.id);
  }
  const video = document.createElement("video");
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  document.body.append(video);
  pc.ontrack = (event) => (video.srcObject = event.streams[0] ?? new MediaStream([event.track]));
  const offered = await janus.message({ request: "join", ptype: "subscriber", room, streams: [{ feed }], token: entry.roomToken });
  await pc.setRemoteDescription(offered.jsep!);
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered();
  await janus.message({ request: "start" }, pc.localDescription!.toJSON());
  return "subscribed";
}

/** Frames decoded so far and the addresses of the selected ICE pair, read from the page's getStats. */
function received(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __janusPc: RTCPeerConnection }).__janusPc;
    const stats = [...(await pc.getStats()).values()] as Record<string, unknown>[];
    const frames = stats
      .filter((s) => s.type === "inbound-rtp" && s.kind === "video")
      .reduce((sum, s) => sum + Number(s.framesDecoded ?? 0), 0);
    const pair = stats.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
    const address = (id: unknown) => String(stats.find((s) => s.id === id)?.address ?? "");
    const width = document.querySelector("video")?.videoWidth ?? 0;
    return { frames, width, local: address(pair?.localCandidateId), remote: address(pair?.remoteCandidateId) };
  });
}

test("a Chromium page publishes its camera through the rig's Janus and another page decodes it", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const url = process.env.E2E_JANUS_URL!;
  const control = await JanusControl.connect({
    url,
    tokenSecret: process.env.E2E_JANUS_TOKEN_SECRET!,
    adminKey: process.env.E2E_JANUS_ADMIN_KEY!,
    now: Date.now,
    WebSocket: NodeWebSocket as unknown as new (url: string, protocol: string) => WebSocket,
  });
  const roomId = `room:chromium-${crypto.randomUUID()}`;
  const secret = crypto.randomUUID();
  await control.createRoom({ roomId, description: "Chromium check", publishers: 4, bitrate: 500_000, secret });
  const room = janusRoomId(roomId);
  const entry = () => mintRoomEntry({ secret: process.env.E2E_JANUS_TOKEN_SECRET!, nowMs: Date.now(), ttlSeconds: 300, janusRoom: room });
  const publisher = await (await browser.newContext()).newPage();
  const subscriber = await (await browser.newContext()).newPage();
  try {
    // Any page of Kora's: getUserMedia needs a secure origin (localhost).
    for (const page of [publisher, subscriber]) {
      await page.goto(`${baseURL}/`);
      await installRawJanus(page);
    }
    const feed = await publisher.evaluate(janusPeer, { url, entry: await entry(), room });
    await expect.poll(async () => (await control.participants(roomId)).filter((p) => p.publisher).length, { timeout: 10_000 }).toBe(1);
    await subscriber.evaluate(janusPeer, { url, entry: await entry(), room, feed });
    await expect.poll(async () => (await received(subscriber)).frames, { timeout: 15_000 }).toBeGreaterThan(10);
    const got = await received(subscriber);
    expect(got.width).toBeGreaterThan(0);
    // Janus's side of the pair is the namespace's veth address (it gathers nothing on loopback).
    expect(got.remote).toBe(process.env.KORA_NETNS_SFU_ADDRESS);
  } finally {
    await control.destroyRoom(roomId, secret).catch(() => {});
    await control.close();
    for (const page of [publisher, subscriber]) await page.context().close();
  }
});
