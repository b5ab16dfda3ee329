/**
 * Light synthetic participants for SFU tests and benchmarks (issue 19: "a few Chromium pages plus
 * light synthetic publishers"): werift peers speaking Janus's JSON API like a browser would, with the
 * tokens the API mints. A publisher sends a real VP8 stream (ffmpeg's test pattern, encoded in real
 * time and handed to werift as RTP); a subscriber counts the RTP packets it receives. Deno (global
 * WebSocket); run inside the namespace scripts/netns.sh makes with KORA_NETNS_SFU_ADDRESS set.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createSocket, type Socket } from "node:dgram";
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters } from "werift";
import { VIDEOROOM_PLUGIN } from "../../api/src/adapters/sfu/janus-token.ts";

export interface RoomEntry {
  sessionToken: string;
  roomToken: string;
}

type Frame = {
  janus: string;
  transaction?: string;
  data?: { id: number };
  jsep?: { type: "offer" | "answer"; sdp: string };
  plugindata?: { data: Record<string, unknown> };
};

/** One Janus session with a VideoRoom handle, as a browser holds it. */
export class JanusSession {
  #waiting = new Map<string, (frame: Frame) => void>();
  #keepalive: ReturnType<typeof setInterval> | null = null;
  session = 0;
  handle = 0;
  private constructor(
    private readonly socket: WebSocket,
    private readonly entry: RoomEntry,
  ) {
    socket.onmessage = (message) => {
      const frame = JSON.parse(String(message.data)) as Frame;
      if (frame.janus === "ack" || !frame.transaction) return;
      this.#waiting.get(frame.transaction)?.(frame);
      this.#waiting.delete(frame.transaction);
    };
  }

  static async open(url: string, entry: RoomEntry): Promise<JanusSession> {
    const socket = new WebSocket(url, "janus-protocol");
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const janus = new JanusSession(socket, entry);
    janus.session = (await janus.send({ janus: "create" })).data!.id;
    janus.handle = (await janus.send({ janus: "attach", session_id: janus.session, plugin: VIDEOROOM_PLUGIN })).data!.id;
    janus.#keepalive = setInterval(() => janus.send({ janus: "keepalive", session_id: janus.session }), 20_000);
    return janus;
  }

  send(body: Record<string, unknown>): Promise<Frame> {
    return new Promise((resolve) => {
      const transaction = crypto.randomUUID();
      this.#waiting.set(transaction, resolve);
      this.socket.send(JSON.stringify({ ...body, transaction, token: this.entry.sessionToken }));
    });
  }

  /** A VideoRoom request (with the room token on join); its reply, plugin data and any jsep. */
  async message(body: Record<string, unknown>, jsep?: Frame["jsep"]): Promise<Frame> {
    const withToken = body.request === "join" ? { ...body, token: this.entry.roomToken } : body;
    return this.send({ janus: "message", session_id: this.session, handle_id: this.handle, body: withToken, ...(jsep && { jsep }) });
  }

  close(): void {
    if (this.#keepalive) clearInterval(this.#keepalive);
    this.socket.close();
  }
}

const CODECS = {
  video: [
    new RTCRtpCodecParameters({
      mimeType: "video/VP8",
      clockRate: 90000,
      rtcpFeedback: [{ type: "nack" }, { type: "nack", parameter: "pli" }, { type: "goog-remb" }],
    }),
  ],
};

/** werift only gathers on the namespace's veth address when told to (it is a 127/8 address). */
const peer = (hostAddress: string) =>
  new RTCPeerConnection({ codecs: CODECS, iceAdditionalHostAddresses: [hostAddress], iceUseIpv6: false });

async function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return;
  await new Promise<void>((resolve) => pc.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve()));
}

const pluginData = (frame: Frame) => frame.plugindata?.data ?? {};
function expectOk(frame: Frame, what: string): Record<string, unknown> {
  const data = pluginData(frame);
  if (typeof data.error_code === "number") throw new Error(`${what}: janus ${data.error_code} ${String(data.error)}`);
  return data;
}

export interface SyntheticPublisher {
  /** Janus's id of this publisher (a subscriber's `feed`). */
  id: string;
  stop(): Promise<void>;
}

/** Joins `room` as a publisher and sends ffmpeg's moving test pattern as VP8 at `kbps`. */
export async function publishSynthetic(input: {
  url: string;
  entry: RoomEntry;
  room: string;
  display: string;
  hostAddress: string;
  kbps?: number;
  size?: string;
}): Promise<SyntheticPublisher> {
  const janus = await JanusSession.open(input.url, input.entry);
  const joined = expectOk(await janus.message({ request: "join", ptype: "publisher", room: input.room, display: input.display }), "join");
  const pc = peer(input.hostAddress);
  const track = new MediaStreamTrack({ kind: "video" });
  pc.addTransceiver(track, { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const configured = await janus.message(
    { request: "configure", audio: false, video: true },
    { type: "offer", sdp: pc.localDescription!.sdp },
  );
  expectOk(configured, "configure");
  await pc.setRemoteDescription(configured.jsep!);
  const rtp: Socket = createSocket("udp4");
  await new Promise<void>((resolve) => rtp.bind(0, "127.0.0.1", resolve));
  rtp.on("message", (packet) => track.writeRtp(packet));
  const ffmpeg: ChildProcess = spawn(
    "ffmpeg",
    [
      ...["-loglevel", "error", "-re", "-f", "lavfi", "-i", `testsrc=size=${input.size ?? "320x240"}:rate=15`],
      ...["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", `${input.kbps ?? 300}k`, "-g", "30"],
      ...["-f", "rtp", `rtp://127.0.0.1:${rtp.address().port}`],
    ],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  return {
    id: String(joined.id),
    stop: async () => {
      ffmpeg.kill("SIGTERM");
      rtp.close();
      await pc.close();
      janus.close();
    },
  };
}

export interface SyntheticSubscriber {
  /** RTP packets received so far, per incoming stream (in the order the streams arrived). */
  packets(): number[];
  connected(): boolean;
  stop(): Promise<void>;
}

/** Joins `room` as a subscriber to `feeds` and counts what arrives. */
export async function subscribeSynthetic(input: {
  url: string;
  entry: RoomEntry;
  room: string;
  feeds: string[];
  hostAddress: string;
}): Promise<SyntheticSubscriber> {
  const janus = await JanusSession.open(input.url, input.entry);
  const offered = await janus.message({
    request: "join",
    ptype: "subscriber",
    room: input.room,
    streams: input.feeds.map((feed) => ({ feed })),
  });
  expectOk(offered, "subscribe");
  const pc = peer(input.hostAddress);
  const packets: number[] = [];
  let connected = false;
  pc.onTrack.subscribe((track) => {
    const index = packets.push(0) - 1;
    track.onReceiveRtp.subscribe(() => packets[index]!++);
  });
  pc.connectionStateChange.subscribe((state) => (connected = state === "connected"));
  await pc.setRemoteDescription(offered.jsep!);
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  expectOk(await janus.message({ request: "start" }, { type: "answer", sdp: pc.localDescription!.sdp }), "start");
  return {
    packets: () => [...packets],
    connected: () => connected,
    stop: async () => {
      await pc.close();
      janus.close();
    },
  };
}
