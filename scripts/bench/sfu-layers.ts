/// <reference lib="dom" />
/**
 * bench:sfu's simulcast rows (PROTOCOL §4): Chromium publishes its fake camera (1280×720) to the room
 * with three simulcast layers, the way Kora's client asks for them (web/src/features/meetings/engine/sfu),
 * and one werift subscriber per layer asks Janus for substream 0, 1 or 2 of it; each reports what it
 * received. werift encodes no simulcast, so the layers come from a real browser here.
 */
import { chromium } from "@playwright/test";
import { SIMULCAST_ENCODINGS } from "../../shared/src/domain/meetings/sfu-view.ts";
import { CHROMIUM_ARGS, MEDIA_ARGS } from "../../web/e2e/meeting-media.ts";
import { installRawJanus, type RawJanusWindow } from "../janus/raw-janus-page.ts";
import type { RoomEntry } from "../janus/synthetic-peer.ts";
import { subscribeSynthetic, type SyntheticSubscriber } from "../janus/synthetic-peer.ts";

/**
 * The layers Kora's publisher sends, highest first as janus.js sends them (shared/src/domain/meetings/sfu-view.ts):
 * Janus reads the SDP's rids as highest to lowest, so its substream 2 is the first (h) and 0 the last (l).
 */
const LAYERS = SIMULCAST_ENCODINGS;
const layerOf = (substream: number) => LAYERS[LAYERS.length - 1 - substream]!;

export interface LayerRow {
  substream: number;
  rid: string;
  capKbps: number;
  kbps: number;
  loss: number;
}

/** Publishes from Chromium with simulcast into `room`, then measures each layer for `seconds` after a warm-up. */
export async function measureLayers(input: {
  janusUrl: string;
  room: string;
  entry: () => Promise<RoomEntry>;
  address: string;
  seconds: number;
}): Promise<LayerRow[]> {
  // getUserMedia needs a secure context: a page served from loopback is one.
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("<!doctype html><title>sfu</title>", { headers: { "content-type": "text/html" } }),
  );
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...MEDIA_ARGS] });
  const subscribers: SyntheticSubscriber[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.addr.port}/`);
    const publisherEntry = await input.entry();
    await installRawJanus(page);
    const feed = await page.evaluate(
      async ({ url, room, entry, layers }) => {
        const janus = await (window as unknown as RawJanusWindow).__rawJanus(url, entry.sessionToken);
        const joined = await janus.message({ request: "join", ptype: "publisher", room, display: "Chromium", token: entry.roomToken });
        const media = await navigator.mediaDevices.getUserMedia({ video: { width: 1280, height: 720, frameRate: 30 }, audio: false });
        const pc = new RTCPeerConnection();
        pc.addTransceiver(media.getVideoTracks()[0]!, { direction: "sendonly", sendEncodings: layers.map((layer) => ({ ...layer })) });
        pc.onicecandidate = (event) => janus.trickle(event.candidate?.toJSON() ?? null);
        await pc.setLocalDescription(await pc.createOffer());
        const configured = await janus.message({ request: "configure", audio: false, video: true }, pc.localDescription!.toJSON());
        await pc.setRemoteDescription(configured.jsep!);
        (window as unknown as { __pc: RTCPeerConnection }).__pc = pc;
        return String(joined.data.id);
      },
      { url: input.janusUrl, room: input.room, entry: publisherEntry, layers: [...LAYERS] },
    );
    // Chromium's bandwidth estimate ramps up the top layer over the first seconds.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    for (let substream = 0; substream < LAYERS.length; substream++)
      subscribers.push(
        await subscribeSynthetic({
          url: input.janusUrl,
          entry: await input.entry(),
          room: input.room,
          feeds: [feed],
          hostAddress: input.address,
          substream,
        }),
      );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = subscribers.map((s) => s.stats()[0] ?? { packets: 0, expected: 0, bytes: 0 });
    await new Promise((resolve) => setTimeout(resolve, input.seconds * 1000));
    return subscribers.map((subscriber, substream) => {
      const now = subscriber.stats()[0] ?? { packets: 0, expected: 0, bytes: 0 };
      const then = before[substream]!;
      const expected = now.expected - then.expected;
      return {
        substream,
        rid: layerOf(substream).rid,
        capKbps: layerOf(substream).maxBitrate / 1000,
        kbps: ((now.bytes - then.bytes) * 8) / input.seconds / 1000,
        loss: expected > 0 ? Math.max(0, expected - (now.packets - then.packets)) / expected : 0,
      };
    });
  } finally {
    for (const subscriber of subscribers) await subscriber.stop().catch(() => {});
    await browser.close();
    await server.shutdown();
  }
}
