/**
 * bench:meeting's SFU rows (PROTOCOL §4): joining a room that is on the SFU, against a bare Janus
 * subscriber, both measured from the click (or the bare page's start) to the first decoded frame of
 * the host's camera through the same Janus, in the same run.
 *
 * - Kora: the host (a demo advisor) is in their personal room, moved to the SFU through embedded
 *   mode's `POST /api/dev/meetings/topology` (the 11th arrival's path), publishing their camera; a
 *   second person clicks "Join now" and waits for the host's picture (their client publishes too).
 * - Bare: a page with no app at all opens Janus's WebSocket, creates a session, attaches VideoRoom,
 *   joins as a subscriber to the host's feed with tokens minted here, answers, trickles, and waits for
 *   the first frame: the least any client can do, with the ICE servers Kora hands out.
 */
import type { Page } from "@playwright/test";
import { janusRoomId } from "../../api/src/adapters/sfu/janus-control.ts";
import { mintRoomEntry } from "../../api/src/adapters/sfu/janus-token.ts";
import { installJanusTrace, type TraceEntry } from "./janus-trace.ts";
import { installRawJanus, type RawJanusWindow } from "../janus/raw-janus-page.ts";
import {
  armJoinStopwatch,
  JOIN_BUTTON,
  leaveCall,
  openPreview,
  readJoinStopwatch,
  waitForRemoteCameras,
} from "../../web/e2e/meeting-media.ts";

export interface SfuBenchInput {
  /** Janus as browsers reach it, and its token secret. */
  janusUrl: string;
  tokenSecret: string;
  runs: number;
  host: Page;
  joiner: Page;
}

export interface SeriesTimes {
  name: string;
  times: number[];
}

async function hostOnSfu(host: Page): Promise<{ path: string; roomId: string; feed: string }> {
  const { slug, id } = (await (await host.request.get("/api/me")).json()).data as { slug: string; id: string };
  const path = `/meet/${slug}`;
  const roomId = `room:${id}`;
  await openPreview(host, path);
  await host.getByRole("button", { name: JOIN_BUTTON }).click();
  const controls = host.getByRole("toolbar", { name: "Call controls" });
  await controls.waitFor();
  await controls.getByRole("button", { name: "People" }).click();
  const lock = host.getByRole("switch", { name: /^Lock the room/ });
  if (await lock.isChecked()) await lock.click();
  await host.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[role="switch"]')?.checked);
  await host.keyboard.press("Escape");
  const moved = await host.request.post("/api/dev/meetings/topology", { data: { roomId, topology: "sfu" } });
  if (!moved.ok()) throw new Error(`moving the room to the SFU: ${moved.status()} ${await moved.text()}`);
  return { path, roomId, feed: id };
}

/** One bare subscription in `page` (installRawJanus first): ms from its start to the first decoded frame of `feed`. */
function bareSubscribe(
  page: Page,
  input: { url: string; room: string; feed: string; sessionToken: string; roomToken: string; iceServers: RTCIceServer[] },
) {
  return page.evaluate(async ({ url, room, feed, sessionToken, roomToken, iceServers }) => {
    const startedAt = performance.now();
    const janus = await (window as unknown as RawJanusWindow).__rawJanus(url, sessionToken);
    const offer = await janus.message({ request: "join", ptype: "subscriber", room, streams: [{ feed }], token: roomToken });
    const pc = new RTCPeerConnection({ iceServers });
    const video = document.createElement("video");
    video.muted = true;
    video.autoplay = true;
    document.body.append(video);
    const firstFrame = new Promise<number>((resolve) => {
      pc.ontrack = (event) => {
        if (event.track.kind !== "video") return;
        video.srcObject = new MediaStream([event.track]);
        video.requestVideoFrameCallback(() => resolve(performance.now()));
      };
    });
    pc.onicecandidate = (event) => janus.trickle(event.candidate?.toJSON() ?? null);
    await pc.setRemoteDescription(offer.jsep!);
    await pc.setLocalDescription(await pc.createAnswer());
    await janus.message({ request: "start" }, pc.localDescription!.toJSON());
    const frameAt = await firstFrame;
    pc.close();
    video.remove();
    await janus.close();
    return frameAt - startedAt;
  }, input);
}

/** The SFU rows: Kora's join into an SFU room, and the bare subscriber, `runs` each after a warm-up. */
export async function sfuSeries(input: SfuBenchInput): Promise<{ kora: SeriesTimes; bare: SeriesTimes }> {
  const { host, joiner, runs } = input;
  const { path, roomId, feed } = await hostOnSfu(host);
  const kora: number[] = [];
  const trace = Deno.env.get("BENCH_TRACE") === "1";
  if (trace) await joiner.addInitScript(installJanusTrace);
  for (let i = 0; i <= runs; i++) {
    await openPreview(joiner, path);
    await armJoinStopwatch(joiner, 1);
    await joiner.getByRole("button", { name: JOIN_BUTTON }).click();
    const { clickedAt, firstFrameAt } = await readJoinStopwatch(joiner, 20_000);
    if (i > 0) kora.push(firstFrameAt - clickedAt);
    if (trace) {
      const events = await joiner.evaluate(() => (window as unknown as { __janusTrace: TraceEntry[] }).__janusTrace);
      console.log(`run ${i}: ${(firstFrameAt - clickedAt).toFixed(0)} ms`);
      for (const e of events) if (e.t >= clickedAt - 5) console.log(`  ${(e.t - clickedAt).toFixed(0).padStart(5)} ${e.what}`);
    }
    await leaveCall(joiner);
    await waitForRemoteCameras(host, 0);
  }
  // The ICE servers Kora hands the joiner (TURN when coturn runs), as the bare pair gets them.
  const { iceServers } = (await (await joiner.request.get("/api/meetings/ice-servers")).json()).data as { iceServers: RTCIceServer[] };
  // An empty page of its own on loopback: no app and no CSP of ours, and Chromium lets a loopback page reach Janus on loopback.
  const blank = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("<!doctype html><title>bare</title>", { headers: { "content-type": "text/html" } }),
  );
  const bare: number[] = [];
  try {
    await joiner.goto(`http://127.0.0.1:${blank.addr.port}/`);
    await installRawJanus(joiner);
    for (let i = 0; i <= runs; i++) {
      const entry = await mintRoomEntry({ secret: input.tokenSecret, nowMs: Date.now(), ttlSeconds: 600, janusRoom: janusRoomId(roomId) });
      const ms = await bareSubscribe(joiner, { url: input.janusUrl, room: janusRoomId(roomId), feed, iceServers, ...entry });
      if (i > 0) bare.push(ms);
    }
  } finally {
    await blank.shutdown();
  }
  return { kora: { name: "Kora join into an SFU room", times: kora }, bare: { name: "bare Janus subscriber", times: bare } };
}
