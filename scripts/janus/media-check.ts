/**
 * Media through Kora's Janus, end to end, for the SFU server test: inside the private namespace
 * (scripts/netns.sh with KORA_NETNS_SFU_ADDRESS) it starts Janus with Kora's configuration, lets the
 * API's control client create a room, has synthetic publishers send live VP8 and synthetic
 * subscribers take every feed, then prints one JSON line: the packets each subscriber got per stream.
 *
 *   KORA_NETNS_SFU_ADDRESS=127.0.0.2 bash scripts/netns.sh node_modules/.bin/deno run -A scripts/janus/media-check.ts
 */
import { openSfuRoom } from "./sfu-room.ts";
import { publishSynthetic, subscribeSynthetic } from "./synthetic-peer.ts";

const address = Deno.env.get("KORA_NETNS_SFU_ADDRESS");
if (Deno.env.get("KORA_NETNS") !== "isolated" || !address) {
  console.error("media-check: run me through scripts/netns.sh with KORA_NETNS_SFU_ADDRESS set");
  Deno.exit(2);
}
const PUBLISHERS = Number(Deno.env.get("SFU_PUBLISHERS") ?? 3);
const SUBSCRIBERS = Number(Deno.env.get("SFU_SUBSCRIBERS") ?? 2);
const SECONDS = Number(Deno.env.get("SFU_SECONDS") ?? 4);

const sfu = await openSfuRoom({
  address,
  wsPort: 18200 + (Deno.pid % 500),
  rtpPorts: [22000, 22299],
  roomId: "booking:media-check",
  publishers: 25,
  bitrate: 600_000,
});
const { janus, room, entry } = sfu;
const stopAll: (() => Promise<void>)[] = [];
try {
  const publishers = [];
  for (let i = 0; i < PUBLISHERS; i++) {
    const publisher = await publishSynthetic({
      url: janus.url,
      entry: await entry(),
      room,
      display: `Publisher ${i + 1}`,
      hostAddress: address,
    });
    stopAll.push(publisher.stop);
    publishers.push(publisher);
  }
  // Give the publishers' ICE and DTLS a moment: Janus offers a feed once it is live.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const subscribers = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const subscriber = await subscribeSynthetic({
      url: janus.url,
      entry: await entry(),
      room,
      feeds: publishers.map((p) => p.id),
      hostAddress: address,
    });
    stopAll.push(subscriber.stop);
    subscribers.push(subscriber);
  }
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const participants = await sfu.control.participants(sfu.roomId);
  console.log(
    JSON.stringify({
      publishers: publishers.length,
      participants: participants.map((person) => person.display),
      packets: subscribers.map((subscriber) => subscriber.packets()),
      connected: subscribers.map((subscriber) => subscriber.connected()),
    }),
  );
} finally {
  for (const stop of stopAll.reverse()) await stop().catch(() => {});
  await sfu.close();
}
Deno.exit(0);
