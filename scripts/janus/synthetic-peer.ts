/**
 * Light synthetic participants for SFU tests and benchmarks (PROTOCOL §4; a few
 * Chromium pages plus light synthetic publishers make a big room on two cores): werift peers speaking Janus's JSON API like a browser would, with the
 * tokens the API mints. A publisher sends a real VP8 stream (ffmpeg's test pattern, encoded in real
 * time and handed to werift as RTP; one encoder can feed many publishers); a subscriber counts what
 * it receives per stream (packets, bytes, and the sequence numbers' gaps). Deno (global
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
  /** A `media` event's kind and whether Janus now receives it. */
  type?: string;
  receiving?: boolean;
  data?: { id: number };
  jsep?: { type: "offer" | "answer"; sdp: string };
  plugindata?: { data: Record<string, unknown> };
};

/** One Janus session with a VideoRoom handle, as a browser holds it. */
export class JanusSession {
  #waiting = new Map<string, (frame: Frame) => void>();
  #events = new Set<(frame: Frame) => void>();
  #keepalive: ReturnType<typeof setInterval> | null = null;
  session = 0;
  handle = 0;
  private constructor(
    private readonly socket: WebSocket,
    private readonly entry: RoomEntry,
  ) {
    socket.onmessage = (message) => {
      const frame = JSON.parse(String(message.data)) as Frame;
      if (frame.janus === "ack") return;
      if (!frame.transaction) {
        for (const listener of this.#events) listener(frame);
        return;
      }
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

  /** Resolves true at the first event (no transaction: `media`, `webrtcup`…) that `matches`, false after `ms`. */
  event(matches: (frame: Frame) => boolean, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (seen: boolean) => {
        clearTimeout(timer);
        this.#events.delete(listener);
        resolve(seen);
      };
      const listener = (frame: Frame) => matches(frame) && done(true);
      const timer = setTimeout(() => done(false), ms);
      this.#events.add(listener);
    });
  }

  /**
   * Leaves the room and ends the session, so the publisher id is free again at once; closes the
   * socket after `ms` at most, when Janus doesn't answer.
   */
  async leave(ms = 2000): Promise<void> {
    const answered = (async () => {
      await this.message({ request: "leave" });
      await this.send({ janus: "destroy", session_id: this.session });
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([answered.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
    this.close();
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

/**
 * A live VP8 stream of ffmpeg's moving test pattern, encoded once in real time and handed out as RTP
 * packets: any number of synthetic publishers share one encoder, so 25 of them cost one ffmpeg.
 */
export interface VideoSource {
  onPacket(listener: (packet: Buffer) => void): () => void;
  stop(): void;
}

export async function syntheticVideo(options: { kbps?: number; size?: string; fps?: number } = {}): Promise<VideoSource> {
  const rtp: Socket = createSocket("udp4");
  await new Promise<void>((resolve) => rtp.bind(0, "127.0.0.1", resolve));
  const listeners = new Set<(packet: Buffer) => void>();
  rtp.on("message", (packet) => {
    for (const listener of listeners) listener(packet);
  });
  const ffmpeg: ChildProcess = spawn(
    "ffmpeg",
    [
      ...["-loglevel", "error", "-re", "-f", "lavfi", "-i", `testsrc=size=${options.size ?? "320x240"}:rate=${options.fps ?? 15}`],
      ...["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", `${options.kbps ?? 300}k`, "-g", "30"],
      ...["-f", "rtp", `rtp://127.0.0.1:${rtp.address().port}`],
    ],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  return {
    onPacket: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      ffmpeg.kill("SIGTERM");
      rtp.close();
    },
  };
}

export interface SyntheticPublisher {
  /** Janus's id of this publisher (a subscriber's `feed`). */
  id: string;
  /** How many times it was set up before Janus received its video (see RECEIVING_MS). */
  attempts: number;
  stop(): Promise<void>;
}

/**
 * How long Janus may take to say it receives a publisher's video, and how many times a publisher is
 * set up afresh when it doesn't. Now and then (about one werift peer in 30, on two busy cores) Janus
 * can't authenticate a single packet of a werift publisher ("SRTP unprotect error:
 * srtp_err_status_auth_fail" on every packet): the two ends came out of DTLS with different keys, and
 * that publisher stays dark for everyone. Chromium's pages never showed it here; a fresh peer doesn't either.
 */
const RECEIVING_MS = 10_000;
const PUBLISH_ATTEMPTS = 3;

interface PublishInput {
  url: string;
  entry: RoomEntry;
  room: string;
  /** The publisher id to ask for (Kora's rooms: the participant id); Janus picks one when none is given. */
  id?: string;
  display: string;
  hostAddress: string;
  source?: VideoSource;
}

/**
 * Joins `room` as a publisher and sends `source`'s video (its own encoder when none is given);
 * resolves once Janus receives it (set up afresh when it doesn't, see RECEIVING_MS).
 */
export async function publishSynthetic(input: PublishInput): Promise<SyntheticPublisher> {
  for (let attempt = 1; ; attempt++) {
    const { publisher, receiving } = await publishOnce(input);
    if (await receiving) return { ...publisher, attempts: attempt };
    await publisher.stop();
    if (attempt === PUBLISH_ATTEMPTS) throw new Error(`${input.display}: Janus received no video in ${PUBLISH_ATTEMPTS} attempts`);
  }
}

async function publishOnce(input: PublishInput): Promise<{ publisher: SyntheticPublisher; receiving: Promise<boolean> }> {
  const janus = await JanusSession.open(input.url, input.entry);
  const join = { request: "join", ptype: "publisher", room: input.room, display: input.display, ...(input.id && { id: input.id }) };
  const joined = expectOk(await janus.message(join), "join");
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
  const receiving = janus.event((frame) => frame.janus === "media" && frame.type === "video" && frame.receiving === true, RECEIVING_MS);
  const source = input.source ?? (await syntheticVideo());
  const detach = source.onPacket((packet) => track.writeRtp(packet));
  const publisher: SyntheticPublisher = {
    id: String(joined.id),
    attempts: 1,
    stop: async () => {
      detach();
      if (!input.source) source.stop();
      await pc.close();
      await janus.leave();
    },
  };
  return { publisher, receiving };
}

export interface StreamStats {
  packets: number;
  /** Packets the sequence numbers say were sent (first to last seen). */
  expected: number;
  bytes: number;
}

export interface SyntheticSubscriber {
  /** RTP packets received so far, per incoming stream (in the order the streams arrived). */
  packets(): number[];
  stats(): StreamStats[];
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
  /** For simulcast publishers: the layer to receive (0 lowest … 2 highest), asked with `configure` once started. */
  substream?: number;
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
  const streams: (StreamStats & { first: number; last: number })[] = [];
  let connected = false;
  pc.onTrack.subscribe((track) => {
    const stream = { packets: 0, expected: 0, bytes: 0, first: -1, last: -1 };
    streams.push(stream);
    track.onReceiveRtp.subscribe((rtp) => {
      // Sequence numbers wrap at 2^16: unwrap against the last one seen.
      let seq = rtp.header.sequenceNumber;
      if (stream.first < 0) stream.first = stream.last = seq;
      else {
        while (seq < stream.last - 32768) seq += 65536;
        stream.last = Math.max(stream.last, seq);
      }
      stream.packets++;
      stream.bytes += rtp.payload.length;
      stream.expected = stream.last - stream.first + 1;
    });
  });
  pc.connectionStateChange.subscribe((state) => (connected = state === "connected"));
  await pc.setRemoteDescription(offered.jsep!);
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  expectOk(await janus.message({ request: "start" }, { type: "answer", sdp: pc.localDescription!.sdp }), "start");
  if (input.substream !== undefined) {
    const offeredStreams = (pluginData(offered).streams as { mid: string; type: string }[] | undefined) ?? [];
    const streams = offeredStreams.filter((stream) => stream.type === "video").map(({ mid }) => ({ mid, substream: input.substream }));
    expectOk(await janus.message({ request: "configure", streams }), "configure");
  }
  return {
    packets: () => streams.map((stream) => stream.packets),
    stats: () => streams.map(({ packets, expected, bytes }) => ({ packets, expected, bytes })),
    connected: () => connected,
    stop: async () => {
      await pc.close();
      janus.close();
    },
  };
}
