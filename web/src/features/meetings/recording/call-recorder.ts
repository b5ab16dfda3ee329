import type { RecordAction } from "@kora/shared/contracts/videos.ts";
import { isApiError } from "../../../lib/api-client.ts";
import type { MeetingTarget } from "../engine/session-types.ts";
import type { TileModel } from "../tiles.ts";
import { AudioMix } from "./audio-mix.ts";
import { compositeLayout } from "./composite-layout.ts";
import { Compositor } from "./compositor.ts";
import { httpRecordApi, type RecordApi } from "./recording.client.ts";
import { type OpenRecordingSink, openRecordingSink, type RecordingSink } from "./recording-sink.ts";

export type RecorderPhase = "idle" | "starting" | "recording" | "paused" | "saving" | "saved" | "failed";

export interface RecorderSnapshot {
  phase: RecorderPhase;
  videoId: string | null;
  /** Bytes recorded and bytes the server confirmed. */
  recordedBytes: number;
  savedBytes: number;
  /** The upload is retrying (network down, server restarting). */
  retrying: boolean;
  /** What went wrong, in words. */
  error: string | null;
}

/** What the call looks like now: the recorder paints and mixes it. */
export interface RecorderScene {
  tiles: TileModel[];
  speakerId: string | null;
  lastSpeakerId: string | null;
  /** Cameras on another page of an SFU room's grid (PROTOCOL §4): not painted, but their voices are recorded. */
  voices?: TileModel[];
}

/** A chunk every two seconds: a crash or a closed tab loses at most the last seconds. */
const TIMESLICE_MS = 2000;
const VIDEO_BITS = 1_500_000;

export function recordingMimeType(): string {
  const wanted = ["video/webm;codecs=vp8,opus", "video/webm;codecs=vp9,opus", "video/webm"];
  return wanted.find((type) => MediaRecorder.isTypeSupported(type)) ?? "video/webm";
}

/** The parts a recording is made of; tests may swap them. */
export interface RecorderDeps {
  api: RecordApi;
  /** Where the chunks go: memory + tus in a browser, the desktop app's disk cache in the app. */
  sink: OpenRecordingSink;
}

/**
 * The record control's engine (PROTOCOL §5): composes the call (canvas + Web Audio) into a
 * MediaRecorder in the recording owner's browser — so it works with the peer-to-peer mesh — and
 * sends the WebM up while recording. The server decides who may record and tells the room.
 */
export class CallRecorder {
  private snapshot: RecorderSnapshot = { phase: "idle", videoId: null, recordedBytes: 0, savedBytes: 0, retrying: false, error: null };
  private readonly listeners = new Set<() => void>();
  private scene: RecorderScene = { tiles: [], speakerId: null, lastSpeakerId: null };
  private compositor: Compositor | null = null;
  private mix: AudioMix | null = null;
  private recorder: MediaRecorder | null = null;
  private sink: RecordingSink | null = null;
  private reasserting = false;
  /** The words painted under a shared screen; the screen sets them in the page's language. */
  screenLabel: (name: string) => string = (name) => `${name}'s screen`;

  constructor(
    private readonly target: MeetingTarget,
    private readonly deps: RecorderDeps = { api: httpRecordApi, sink: openRecordingSink },
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The call changed (people, cameras, screens, who speaks). */
  setScene(scene: RecorderScene): void {
    this.scene = scene;
    this.compositor?.setCells(compositeLayout(scene.tiles, scene));
    const cameras = [...scene.tiles, ...(scene.voices ?? [])].filter((tile) => tile.kind === "camera");
    this.mix?.setStreams(cameras.map((tile) => tile.stream));
  }

  async start(): Promise<void> {
    if (this.snapshot.phase !== "idle" && this.snapshot.phase !== "saved" && this.snapshot.phase !== "failed") return;
    this.set({ phase: "starting", error: null, recordedBytes: 0, savedBytes: 0, retrying: false, videoId: null });
    try {
      // The audio context may only start from the click that got us here.
      this.mix = new AudioMix();
      await this.mix.resume();
      const result = await this.deps.api.act(this.target, "start");
      if (!result.upload) throw new Error("The server sent no upload for the recording.");
      this.compositor = new Compositor(undefined, (name) => this.screenLabel(name));
      const video = this.compositor.start();
      this.setScene(this.scene);
      let recorded = 0;
      const sink = this.deps.sink(result.upload, result.video.title, {
        onConfirmed: (bytes) => this.set({ savedBytes: bytes, retrying: false }),
        onDone: () => this.set({ phase: "saved", savedBytes: recorded, retrying: false }),
        onRefused: (message) => this.fail(message),
        onRetrying: () => this.set({ retrying: true }),
      });
      this.sink = sink;
      const recorder = new MediaRecorder(new MediaStream([video, this.mix.track]), {
        mimeType: recordingMimeType(),
        videoBitsPerSecond: VIDEO_BITS,
      });
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        sink.append(event.data);
        recorded += event.data.size;
        this.set({ recordedBytes: recorded });
      };
      recorder.onstop = () => {
        sink.end();
        this.release();
      };
      recorder.start(TIMESLICE_MS);
      this.recorder = recorder;
      this.set({ phase: "recording", videoId: result.video.id });
    } catch (error) {
      this.release();
      this.set({ phase: "idle", error: messageOf(error) });
    }
  }

  async pause(): Promise<void> {
    if (this.snapshot.phase !== "recording") return;
    this.recorder?.pause();
    this.set({ phase: "paused" });
    await this.tell("pause");
  }

  async resume(): Promise<void> {
    if (this.snapshot.phase !== "paused") return;
    this.recorder?.resume();
    this.set({ phase: "recording" });
    await this.tell("resume");
  }

  /** Stops recording; the upload goes on until every byte is saved. */
  async stop(): Promise<void> {
    if (this.snapshot.phase !== "recording" && this.snapshot.phase !== "paused") return;
    this.set({ phase: "saving" });
    if (this.recorder && this.recorder.state !== "inactive") this.recorder.stop();
    await this.tell("stop");
  }

  /**
   * The room shows no recording while this browser is making one: the server lost the room's state
   * (our socket dropped, or the server restarted). Says it again, so everyone sees the mark.
   */
  reassert(roomState: "off" | "recording" | "paused", inCall: boolean): void {
    const { phase } = this.snapshot;
    if (!inCall || roomState !== "off" || this.reasserting || (phase !== "recording" && phase !== "paused")) return;
    this.reasserting = true;
    void this.tell(phase === "paused" ? "pause" : "resume").finally(() => (this.reasserting = false));
  }

  /** Still sending bytes the server hasn't got: leaving the page now would lose them. */
  get unsaved(): boolean {
    return ["recording", "paused", "saving"].includes(this.snapshot.phase);
  }

  dispose(): void {
    if (this.recorder && this.recorder.state !== "inactive") this.recorder.stop();
    this.sink?.abort();
    this.release();
  }

  private async tell(action: RecordAction): Promise<void> {
    const videoId = this.snapshot.videoId ?? undefined;
    await this.deps.api.act(this.target, action, videoId).catch((error: unknown) => this.set({ error: messageOf(error) }));
  }

  private fail(message: string): void {
    if (this.recorder && this.recorder.state !== "inactive") this.recorder.stop();
    this.set({ phase: "failed", error: message, retrying: false });
  }

  /** Lets go of the canvas, the audio graph and the recorder (the upload keeps the buffer it needs). */
  private release(): void {
    this.compositor?.stop();
    this.compositor = null;
    this.mix?.close();
    this.mix = null;
    this.recorder = null;
  }

  private set(patch: Partial<RecorderSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message || "Recording didn't start. Please try again.";
  return "Recording didn't start. Please try again.";
}
