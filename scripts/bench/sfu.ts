/**
 * `npm run bench:sfu`: a 25-person SFU room on this machine (PROTOCOL §4), all real: Kora's Janus
 * configuration, the API's control client and tokens, and 25 synthetic werift participants inside a
 * private network namespace (scripts/netns.sh with a veth address). Each participant publishes live
 * VP8 (one shared ffmpeg encoder, 300 kb/s, 320×240, 15 fps) and subscribes to 10 others — the grid's
 * 9 visible tiles plus the active speaker, as the paged grid does — so Janus forwards 250 streams.
 *
 * Prints, after a warm-up: Janus's CPU (share of one core, from /proc), packet loss (RTP sequence
 * gaps at the subscribers), and the received bitrate per stream against the publishers' own send
 * rate measured in the same run (the baseline). The synthetic publishers send one layer (werift does
 * not encode simulcast); then, in the same loaded room, Chromium publishes with Kora's three simulcast
 * layers and one subscriber per layer reports its received bitrate and loss (scripts/bench/sfu-layers.ts).
 * SFU_PEOPLE, SFU_VISIBLE and SFU_SECONDS change 25, 10 and 10.
 */
import { readFileSync } from "node:fs";
import { openSfuRoom } from "../janus/sfu-room.ts";
import { measureLayers } from "./sfu-layers.ts";
import { publishSynthetic, subscribeSynthetic, syntheticVideo, type SyntheticSubscriber } from "../janus/synthetic-peer.ts";

const ADDRESS = "127.0.0.2";
if (Deno.env.get("KORA_NETNS") !== "isolated") {
  const inner = new Deno.Command("bash", {
    args: ["scripts/netns.sh", Deno.execPath(), "run", "-A", "scripts/bench/sfu.ts"],
    env: { KORA_NETNS_SFU_ADDRESS: ADDRESS },
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  });
  Deno.exit((await inner.spawn().status).code);
}

const PEOPLE = Number(Deno.env.get("SFU_PEOPLE") ?? 25);
const VISIBLE = Math.min(PEOPLE - 1, Number(Deno.env.get("SFU_VISIBLE") ?? 10));
const SECONDS = Number(Deno.env.get("SFU_SECONDS") ?? 10);
const KBPS = 300;

/** utime + stime of a process, in clock ticks (100 a second on Linux). */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
};

const sfu = await openSfuRoom({
  address: ADDRESS,
  wsPort: 18700,
  rtpPorts: [23000, 23999],
  roomId: "booking:bench-sfu",
  // Everyone, and the Chromium publisher of the simulcast rows.
  publishers: PEOPLE + 1,
  bitrate: 1_500_000,
  debugLevel: 2,
});
const { janus, room, entry } = sfu;
const stops: (() => Promise<void> | void)[] = [];
try {
  const source = await syntheticVideo({ kbps: KBPS });
  stops.push(() => source.stop());
  let sentBytes = 0;
  let sentPackets = 0;
  source.onPacket((packet) => {
    sentBytes += packet.length - 12;
    sentPackets++;
  });
  const feeds: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const publisher = await publishSynthetic({
      url: janus.url,
      entry: await entry(),
      room,
      display: `P${i + 1}`,
      hostAddress: ADDRESS,
      source,
    });
    stops.push(publisher.stop);
    feeds.push(publisher.id);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const subscribers: SyntheticSubscriber[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const others = feeds.filter((_, index) => index !== i);
    const visible = Array.from({ length: VISIBLE }, (_, k) => others[(i + k) % others.length]!);
    const subscriber = await subscribeSynthetic({ url: janus.url, entry: await entry(), room, feeds: visible, hostAddress: ADDRESS });
    stops.push(subscriber.stop);
    subscribers.push(subscriber);
  }
  // Warm-up: ICE, DTLS and the first key frames.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const before = { ticks: cpuTicks(janus.pid), stats: subscribers.map((s) => s.stats()), sentBytes, sentPackets, at: performance.now() };
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const after = { ticks: cpuTicks(janus.pid), stats: subscribers.map((s) => s.stats()), sentBytes, sentPackets, at: performance.now() };
  const seconds = (after.at - before.at) / 1000;

  const perStream = after.stats.flatMap((streams, i) =>
    streams.map((stream, k) => {
      const old = before.stats[i]![k] ?? { packets: 0, expected: 0, bytes: 0 };
      return { packets: stream.packets - old.packets, expected: stream.expected - old.expected, bytes: stream.bytes - old.bytes };
    }),
  );
  const received = perStream.reduce((sum, s) => sum + s.packets, 0);
  const expected = perStream.reduce((sum, s) => sum + s.expected, 0);
  const kbps = perStream.map((s) => (s.bytes * 8) / seconds / 1000).sort((a, b) => a - b);
  const sentKbps = ((after.sentBytes - before.sentBytes) * 8) / seconds / 1000;
  const quantile = (q: number) => kbps[Math.min(kbps.length - 1, Math.floor(q * kbps.length))] ?? 0;
  const connected = subscribers.filter((s) => s.connected()).length;

  console.log(
    `\nbench:sfu — ${PEOPLE} people, each publishing and receiving ${VISIBLE} streams (${PEOPLE * VISIBLE} forwarded), ${seconds.toFixed(1)} s`,
  );
  console.log(
    `subscribers connected           ${connected}/${PEOPLE}; streams flowing ${perStream.filter((s) => s.packets > 0).length}/${PEOPLE * VISIBLE}`,
  );
  console.log(`Janus CPU                       ${(((after.ticks - before.ticks) / 100 / seconds) * 100).toFixed(0)}% of one core`);
  console.log(
    `packet loss (sequence gaps)     ${expected > 0 ? ((Math.max(0, expected - received) / expected) * 100).toFixed(2) : "n/a"}%  (${received} received of ${expected} sent${received > expected ? `; ${received - expected} retransmitted twice` : ""})`,
  );
  console.log(`publisher send rate (baseline)  ${sentKbps.toFixed(0)} kb/s per stream`);
  console.log(
    `received per stream, one layer  p5 ${quantile(0.05).toFixed(0)}  p50 ${quantile(0.5).toFixed(0)}  p95 ${quantile(0.95).toFixed(0)} kb/s  (p50 ratio to baseline ${(quantile(0.5) / sentKbps).toFixed(2)})`,
  );
  const layers = await measureLayers({ janusUrl: janus.url, room, entry, address: ADDRESS, seconds: SECONDS });
  console.log(`\nsimulcast from Chromium (1280×720 camera) in the same room, one subscriber per layer, ${SECONDS} s:`);
  for (const layer of layers)
    console.log(
      `  substream ${layer.substream} (rid ${layer.rid})  ${layer.kbps.toFixed(0).padStart(5)} kb/s  of a ${layer.capKbps.toFixed(0)} kb/s cap  loss ${(layer.loss * 100).toFixed(2)}%`,
    );
} finally {
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  await sfu.close();
}
Deno.exit(0);
