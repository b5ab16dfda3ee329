/**
 * Light participants for the meeting specs and benchmarks (PROTOCOL §4; "a few Chromium pages plus light
 * synthetic publishers"): each bot is a guest with a first name who joins a Kora room through the real
 * API and socket, exactly as the room page does, and — once the room is on the SFU — publishes a real
 * VP8 stream (ffmpeg's test pattern, one encoder for all of them) to Janus with the entry Kora handed
 * it. In a mesh room a bot sends no media (it answers no offers). Deno, inside the namespace
 * scripts/netns.sh makes with KORA_NETNS_SFU_ADDRESS set.
 *
 *   deno run --allow-all scripts/meeting-bots/bots.ts --base http://127.0.0.1:4174 \
 *     --token-path /api/meetings/rooms/<slug>/token --names Ana,Ben --sfu-address 127.0.0.2 [--no-video]
 *
 * Prints one JSON line per event (`joined`, `waiting`, `publishing`, `refused`, `removed`, `left`,
 * `error`) and leaves the room cleanly on SIGTERM or when stdin closes.
 */
import { parseArgs } from "node:util";
import type { MeetingServerFrame, SfuEntry } from "../../shared/src/contracts/meetings.ts";
import { publishSynthetic, type SyntheticPublisher, syntheticVideo, type VideoSource } from "../janus/synthetic-peer.ts";
import { type BotSocket, openBotSocket } from "./bot-socket.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    base: { type: "string" },
    "token-path": { type: "string" },
    names: { type: "string" },
    "sfu-address": { type: "string", default: "127.0.0.2" },
    "no-video": { type: "boolean", default: false },
  },
});
if (!values.base || !values["token-path"] || !values.names) {
  console.error("usage: bots.ts --base URL --token-path PATH --names A,B,… [--sfu-address 127.0.0.2] [--no-video]");
  Deno.exit(64);
}
const base = values.base.replace(/\/$/, "");
const tokenPath = values["token-path"];
const address = values["sfu-address"]!;
const withVideo = !values["no-video"];

const say = (event: string, detail: Record<string, unknown>) => console.log(JSON.stringify({ event, ...detail }));

/** One shared encoder, started when the first bot publishes. */
let video: Promise<VideoSource> | null = null;
const source = () => (video ??= syntheticVideo({ kbps: 300, size: "320x240", fps: 15 }));

interface Bot {
  name: string;
  socket: BotSocket;
  roomId: string | null;
  publisher: SyntheticPublisher | null;
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<{ status: number; json: T; cookie: string | null }> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie: `kora_session=${cookie}` } : {}) },
    body: JSON.stringify(body),
  });
  const set = /kora_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? null;
  return { status: response.status, json: (await response.json()) as T, cookie: set };
}

async function publish(bot: Bot, entry: SfuEntry): Promise<void> {
  if (!withVideo || bot.publisher) return;
  bot.publisher = await publishSynthetic({
    url: entry.url,
    entry,
    room: entry.room,
    id: entry.feedId,
    display: bot.name,
    hostAddress: address,
    source: await source(),
  });
  say("publishing", { name: bot.name, feed: bot.publisher.id, attempts: bot.publisher.attempts });
}

async function start(name: string): Promise<Bot> {
  const guest = await post<{ data: { user: { id: string } } }>("/api/guests", { firstName: name });
  if (guest.status !== 201 || !guest.cookie) throw new Error(`${name}: guest sign-in answered ${guest.status}`);
  const token = await post<{ data: { token: string } }>(tokenPath, {}, guest.cookie);
  if (token.status !== 200) throw new Error(`${name}: token answered ${token.status}`);
  const socket = await openBotSocket(base, guest.cookie);
  const bot: Bot = { name, socket, roomId: null, publisher: null };
  socket.onFrame((frame) => void handle(bot, frame as MeetingServerFrame).catch((error) => say("error", { name, error: String(error) })));
  socket.send({ type: "meeting.join", token: token.json.data.token, audio: false, video: withVideo });
  return bot;
}

async function handle(bot: Bot, frame: MeetingServerFrame): Promise<void> {
  const { name } = bot;
  switch (frame.type) {
    case "meeting.joined":
      bot.roomId = frame.room.id;
      say("joined", { name, id: frame.self.id, topology: frame.room.topology, participants: frame.participants.length });
      if (frame.sfu) await publish(bot, frame.sfu);
      return;
    case "meeting.topology":
      say("topology", { name, topology: frame.topology });
      return publish(bot, frame.sfu);
    case "meeting.waiting":
      return say("waiting", { name });
    case "meeting.refused":
      if (frame.code === "removed") {
        await bot.publisher?.stop();
        bot.publisher = null;
        return say("removed", { name });
      }
      return say("refused", { name, code: frame.code, message: frame.message });
  }
}

const bots: Bot[] = [];
for (const name of values.names.split(",").filter(Boolean)) {
  try {
    bots.push(await start(name));
  } catch (error) {
    say("error", { name, error: String(error) });
  }
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const bot of bots) {
    await bot.publisher?.stop().catch(() => {});
    if (bot.roomId) bot.socket.send({ type: "meeting.leave", roomId: bot.roomId });
    bot.socket.close();
    say("left", { name: bot.name });
  }
  (await video)?.stop();
  Deno.exit(0);
}
Deno.addSignalListener("SIGTERM", () => void stop());
Deno.addSignalListener("SIGINT", () => void stop());
// The spec that started us may just close our stdin: leave then too.
void (async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing is read from stdin; its end is the signal
  }
  await stop();
})();
