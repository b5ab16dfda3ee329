import { levelFromSamples } from "./audio-level.ts";
import type { DeviceChoice } from "./session-types.ts";

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } };
const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };
const STORAGE = { camera: "kora.meeting.camera", microphone: "kora.meeting.microphone" } as const;

/** A track swapped for another (a new device): the peers replace it on their senders. */
export interface TrackSwap {
  kind: "audio" | "video";
  old: MediaStreamTrack | null;
  next: MediaStreamTrack;
}

function remembered(kind: keyof typeof STORAGE): string | null {
  try {
    return localStorage.getItem(STORAGE[kind]);
  } catch {
    return null;
  }
}

function remember(kind: keyof typeof STORAGE, deviceId: string): void {
  try {
    localStorage.setItem(STORAGE[kind], deviceId);
  } catch {
    // Private mode: the choice lasts for this call only.
  }
}

/** Words for a getUserMedia failure. */
export function mediaErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "Kora isn't allowed to use your camera and microphone. Allow them in your browser's site settings, then try again.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "No camera or microphone was found.";
  if (name === "NotReadableError" || name === "AbortError") return "Your camera or microphone is in use by another app.";
  return "Your camera and microphone could not be opened.";
}

/**
 * Camera and microphone. `peerStream` is one stable MediaStream the peers send (its id stays the same
 * through device switches, so receivers keep recognising it); `viewStream` is a new object after every
 * change, so React sees the change.
 */
export class LocalMedia {
  private stream: MediaStream | null = null;
  viewStream: MediaStream | null = null;
  devices: DeviceChoice = {
    cameras: [],
    microphones: [],
    cameraId: remembered("camera"),
    microphoneId: remembered("microphone"),
    searched: false,
  };
  error: string | null = null;
  private audioContext: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private source: MediaStreamAudioSourceNode | null = null;
  private samples: Float32Array<ArrayBuffer> | null = null;
  private listening = false;

  constructor(private readonly onDevicesChanged: () => void) {}

  get peerStream(): MediaStream {
    this.stream ??= new MediaStream();
    return this.stream;
  }

  track(kind: "audio" | "video"): MediaStreamTrack | null {
    if (!this.stream) return null;
    return (kind === "audio" ? this.stream.getAudioTracks() : this.stream.getVideoTracks())[0] ?? null;
  }

  /**
   * Opens camera and microphone with the chosen devices (falling back to the defaults, then to one of
   * the two), replacing any tracks already open. Returns the swaps for the peers.
   */
  async open(enabled: { audio: boolean; video: boolean }): Promise<TrackSwap[]> {
    this.listenForDevices();
    const attempts: MediaStreamConstraints[] = [
      { audio: this.constraint("audio", this.devices.microphoneId), video: this.constraint("video", this.devices.cameraId) },
      { audio: AUDIO, video: VIDEO },
      { audio: AUDIO, video: false },
      { audio: false, video: VIDEO },
    ];
    let lastError: unknown = null;
    for (const constraints of attempts) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia(constraints);
        this.error = null;
        const swaps = stream.getTracks().map((track) => this.install(track, enabled));
        await this.refreshDevices();
        return swaps;
      } catch (error) {
        lastError = error;
        if (error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError")) break;
      }
    }
    this.error = mediaErrorText(lastError);
    await this.refreshDevices();
    return [];
  }

  /** Opens another camera or microphone; the old track stops. */
  async select(kind: "audio" | "video", deviceId: string, enabled: boolean): Promise<TrackSwap | null> {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === "audio" ? { audio: this.constraint("audio", deviceId) } : { video: this.constraint("video", deviceId) },
    );
    const track = stream.getTracks()[0];
    if (!track) return null;
    remember(kind === "audio" ? "microphone" : "camera", deviceId);
    this.error = null;
    const swap = this.install(track, { audio: enabled, video: enabled });
    await this.refreshDevices();
    return swap;
  }

  setEnabled(kind: "audio" | "video", on: boolean): void {
    const track = this.track(kind);
    if (track) track.enabled = on;
  }

  /** Microphone loudness now, 0..1 (0 while muted). */
  level(): number {
    const track = this.track("audio");
    if (!this.analyser || !this.samples || !track?.enabled || track.readyState !== "live") return 0;
    this.analyser.getFloatTimeDomainData(this.samples);
    return levelFromSamples(this.samples);
  }

  /** Browsers start audio suspended until the page is used; a join click lets the meter run. */
  resumeAudio(): void {
    if (this.audioContext?.state === "suspended") void this.audioContext.resume().catch(() => {});
  }

  stop(): void {
    for (const track of this.stream?.getTracks() ?? []) {
      track.stop();
      this.stream?.removeTrack(track);
    }
    this.viewStream = null;
    this.source?.disconnect();
    this.source = this.analyser = null;
    void this.audioContext?.close().catch(() => {});
    this.audioContext = null;
    if (this.listening) navigator.mediaDevices?.removeEventListener("devicechange", this.onDeviceChange);
    this.listening = false;
  }

  private install(track: MediaStreamTrack, enabled: { audio: boolean; video: boolean }): TrackSwap {
    const kind = track.kind === "audio" ? "audio" : "video";
    const old = this.track(kind);
    if (old) {
      this.peerStream.removeTrack(old);
      old.stop();
    }
    track.enabled = kind === "audio" ? enabled.audio : enabled.video;
    this.peerStream.addTrack(track);
    const deviceId = track.getSettings().deviceId ?? null;
    if (kind === "audio") this.devices = { ...this.devices, microphoneId: deviceId };
    else this.devices = { ...this.devices, cameraId: deviceId };
    this.viewStream = new MediaStream(this.peerStream.getTracks());
    if (kind === "audio") this.meter(track);
    return { kind, old, next: track };
  }

  private meter(track: MediaStreamTrack): void {
    if (typeof AudioContext === "undefined") return;
    this.audioContext ??= new AudioContext();
    this.source?.disconnect();
    this.source = this.audioContext.createMediaStreamSource(new MediaStream([track]));
    this.analyser ??= this.audioContext.createAnalyser();
    this.analyser.fftSize = 1024;
    this.samples = new Float32Array(this.analyser.fftSize);
    this.source.connect(this.analyser);
  }

  private constraint(kind: "audio" | "video", deviceId: string | null): MediaTrackConstraints {
    const base = kind === "audio" ? AUDIO : VIDEO;
    return deviceId ? { ...base, deviceId: { exact: deviceId } } : base;
  }

  private async refreshDevices(): Promise<void> {
    const all = navigator.mediaDevices?.enumerateDevices
      ? await navigator.mediaDevices.enumerateDevices().catch(() => [] as MediaDeviceInfo[])
      : [];
    this.devices = {
      ...this.devices,
      searched: true,
      cameras: all.filter((device) => device.kind === "videoinput" && device.deviceId),
      microphones: all.filter((device) => device.kind === "audioinput" && device.deviceId),
    };
  }

  private readonly onDeviceChange = () => {
    void this.refreshDevices().then(this.onDevicesChanged);
  };

  private listenForDevices(): void {
    if (this.listening || !navigator.mediaDevices) return;
    navigator.mediaDevices.addEventListener("devicechange", this.onDeviceChange);
    this.listening = true;
  }
}
