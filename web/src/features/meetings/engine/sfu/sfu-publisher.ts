import type { SfuEntry } from "@kora/shared/contracts/meetings.ts";
import { MEETING_SETTINGS } from "@kora/shared/domain/meetings/rules.ts";
import { SIMULCAST_ENCODINGS } from "@kora/shared/domain/meetings/sfu-view.ts";
import { parsePublishers, SCREEN_DESCRIPTION, type JanusPublisher } from "./feeds.ts";
import { cappedParameters, relievedCap } from "../bitrate.ts";
import type { JanusFrame, JanusHandle } from "./janus-client.ts";

export interface PublisherDeps {
  handle: JanusHandle;
  entry: () => SfuEntry;
  display: string;
  pc: RTCPeerConnection;
  /** What we send: the camera stream (audio and video, either may be missing) and the screen while sharing. */
  outgoing(): { camera: MediaStream; screen: MediaStream | null };
  /** Publishers Janus told us about (on join, and as they publish or renegotiate). */
  onPublishers(publishers: JanusPublisher[]): void;
  /** A publisher stopped publishing or left. */
  onGone(feedId: string): void;
  /** Our publisher is gone (kicked, hung up, the room destroyed). */
  onLost(reason: string): void;
  onChange(): void;
}

/** A screen is sent in one encoding at the full rate: text must stay readable. */
const SCREEN_BITRATE = MEETING_SETTINGS.videoBitrate;

/**
 * Our publisher in the SFU room: joins with `id: feedId`, sends the microphone, the camera in three
 * simulcast layers, and (while sharing) the screen as a third stream described as `screen`. Device
 * switches and muting replace or disable tracks without renegotiating; the screen renegotiates.
 */
export class SfuPublisher {
  private audio: RTCRtpTransceiver | null = null;
  private video: RTCRtpTransceiver | null = null;
  private screen: RTCRtpTransceiver | null = null;
  /** Negotiations run one after another (a screen started while the first publish is out). */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** The computer is busy: every camera layer goes out at half its size and rate (relievedCap). */
  private cpuBusy = false;

  constructor(private readonly deps: PublisherDeps) {
    deps.handle.onEvent = (frame) => this.event(frame);
    deps.pc.onicecandidate = (event) => deps.handle.trickle(event.candidate ? event.candidate.toJSON() : null);
  }

  /** Joins the room as a publisher and publishes; resolves once Janus has answered the offer. */
  async start(): Promise<void> {
    const entry = this.deps.entry();
    const { data } = await this.deps.handle.message({
      request: "join",
      ptype: "publisher",
      room: entry.room,
      id: entry.feedId,
      display: this.deps.display,
      token: entry.roomToken,
    });
    this.deps.onPublishers(parsePublishers(data.publishers));
    const { camera, screen } = this.deps.outgoing();
    const pc = this.deps.pc;
    this.audio = pc.addTransceiver(camera.getAudioTracks()[0] ?? "audio", { direction: "sendonly", streams: [camera] });
    this.video = pc.addTransceiver(camera.getVideoTracks()[0] ?? "video", {
      direction: "sendonly",
      streams: [camera],
      sendEncodings: SIMULCAST_ENCODINGS.map((layer) => ({ rid: layer.rid, ...relievedCap(layer, this.cpuBusy), active: true })),
    });
    if (screen) this.addScreenTransceiver(screen);
    await this.negotiate("publish");
  }

  /** A local track changed (another device, or the first one): the sender switches, no renegotiation. */
  replaceTrack(old: MediaStreamTrack | null, next: MediaStreamTrack): void {
    const transceiver = next.kind === "audio" ? this.audio : this.video;
    const sender = transceiver?.sender;
    if (!sender || (old && sender.track && sender.track !== old)) return;
    void sender.replaceTrack(next).catch((error: unknown) => console.warn("Meeting SFU: replaceTrack failed", error));
  }

  /**
   * The computer is busy, or calm again: the camera's layers halve (or get back) their size and rate.
   * The layers stay the same three, so what subscribers receive changes size without renegotiating;
   * the screen keeps its size (text must stay readable).
   */
  setCpuBusy(busy: boolean): void {
    if (busy === this.cpuBusy) return;
    this.cpuBusy = busy;
    this.enqueue(async () => {
      const sender = this.video?.sender;
      if (!sender) return; // not published yet: start() sends the layers as they should be
      const layerCap = (encoding: RTCRtpEncodingParameters) => {
        const layer = SIMULCAST_ENCODINGS.find((l) => l.rid === encoding.rid);
        return layer ? relievedCap(layer, this.cpuBusy) : null;
      };
      const parameters = cappedParameters(sender.getParameters(), layerCap);
      if (parameters) await sender.setParameters(parameters);
    });
  }

  /** Publishes the shared screen as another stream (renegotiates). */
  addScreen(stream: MediaStream): void {
    this.enqueue(async () => {
      if (!this.video) return; // not published yet: start() sends the screen with the rest
      const track = stream.getVideoTracks()[0];
      if (!track) return;
      if (this.screen) {
        await this.screen.sender.replaceTrack(track);
        this.screen.direction = "sendonly";
        this.screen.sender.setStreams?.(stream);
      } else this.addScreenTransceiver(stream);
      await this.negotiate("configure");
    });
  }

  /** Stops sending the screen: its m-line goes inactive, so receivers drop the stream. */
  removeScreen(): void {
    this.enqueue(async () => {
      if (!this.screen) return;
      await this.screen.sender.replaceTrack(null);
      this.screen.direction = "inactive";
      await this.negotiate("configure");
    });
  }

  /** Leaves the room (the session's destroy ends the rest). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.deps.handle.message({ request: "leave" }).catch(() => undefined);
  }

  private addScreenTransceiver(stream: MediaStream): void {
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    this.screen = this.deps.pc.addTransceiver(track, {
      direction: "sendonly",
      streams: [stream],
      sendEncodings: [{ maxBitrate: SCREEN_BITRATE }],
    });
  }

  /** An offer with everything we send, Janus's answer applied; the screen's mid described as such. */
  private async negotiate(request: "publish" | "configure"): Promise<void> {
    const pc = this.deps.pc;
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const descriptions =
      this.screen?.mid && this.screen.direction !== "inactive" ? [{ mid: this.screen.mid, description: SCREEN_DESCRIPTION }] : [];
    const { jsep } = await this.deps.handle.message({ request, descriptions }, { type: "offer", sdp: offer.sdp ?? "" });
    if (!jsep || this.closed) return;
    await pc.setRemoteDescription(jsep);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => console.warn("Meeting SFU: publishing failed", error));
  }

  private event(frame: JanusFrame): void {
    if (frame.janus === "hangup" || frame.janus === "detached") {
      if (!this.closed) this.deps.onLost(frame.reason ?? frame.janus);
      return;
    }
    if (frame.janus === "webrtcup" || frame.janus === "media") {
      this.deps.onChange();
      return;
    }
    const data = frame.plugindata?.data;
    if (!data) return;
    const self = this.deps.entry().feedId;
    if (data.videoroom === "destroyed") this.deps.onLost("destroyed");
    if (data.publishers !== undefined) this.deps.onPublishers(parsePublishers(data.publishers));
    // Our own leave is "ok" (after close(), or the API kicked us: then it is lost).
    if (data.leaving === "ok" && !this.closed) this.deps.onLost("kicked");
    for (const field of ["unpublished", "leaving", "kicked"] as const) {
      const value = data[field];
      if (value === undefined || value === "ok") continue;
      if (String(value) === self) this.deps.onLost(field);
      else this.deps.onGone(String(value));
    }
  }
}
