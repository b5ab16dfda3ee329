import { LocalMedia } from "./local-media.ts";
import type { MediaTransport } from "./transport.ts";
import { isPickerCancel, type ScreenSource } from "./screen-source.ts";

/**
 * The local side of a session: camera, microphone and screen, what the person wants on, and keeping
 * every peer's senders in step (track swaps without renegotiation, the screen added and removed).
 */
export class SessionMedia {
  readonly local: LocalMedia;
  audioOn = true;
  videoOn = true;
  screen: MediaStream | null = null;
  private mesh: MediaTransport | null = null;

  constructor(
    private readonly screenSource: ScreenSource,
    /** The host has not disabled our camera. */
    private readonly cameraAllowed: () => boolean,
    onDevicesChanged: () => void,
  ) {
    this.local = new LocalMedia(onDevicesChanged);
  }

  attach(mesh: MediaTransport): void {
    this.mesh = mesh;
  }

  /** What peers send: the camera stream and, while sharing, the screen. */
  outgoing(): { camera: MediaStream; screen: MediaStream | null } {
    return { camera: this.local.peerStream, screen: this.screen };
  }

  /** What we announce: a wanted track that exists. */
  state(): { audio: boolean; video: boolean; isScreenSharing: boolean; screenStreamId: string | null } {
    return {
      audio: this.audioOn && Boolean(this.local.track("audio")),
      video: this.videoOn && this.cameraAllowed() && Boolean(this.local.track("video")),
      isScreenSharing: this.screen !== null,
      screenStreamId: this.screen?.id ?? null,
    };
  }

  hasTracks(): boolean {
    return Boolean(this.local.track("audio") || this.local.track("video"));
  }

  async open(): Promise<void> {
    const swaps = await this.local.open({ audio: this.audioOn, video: this.videoOn && this.cameraAllowed() });
    for (const swap of swaps) this.mesh?.replaceTrack(swap.old, swap.next, this.local.peerStream);
  }

  /** Another camera or microphone; null when done, or the words for why it failed. */
  async select(kind: "audio" | "video", deviceId: string): Promise<string | null> {
    try {
      const swap = await this.local.select(kind, deviceId, kind === "audio" ? this.audioOn : this.videoOn && this.cameraAllowed());
      if (swap) this.mesh?.replaceTrack(swap.old, swap.next, this.local.peerStream);
      return null;
    } catch (error) {
      console.warn("Meeting: device switch failed", error);
      return kind === "audio" ? "That microphone couldn't be opened." : "That camera couldn't be opened.";
    }
  }

  setAudio(on: boolean): void {
    this.audioOn = on;
    this.local.setEnabled("audio", on);
  }

  /** False when the host has disabled the camera (it stays off). */
  setVideo(on: boolean): boolean {
    if (on && !this.cameraAllowed()) return false;
    this.videoOn = on;
    this.local.setEnabled("video", on);
    return true;
  }

  /** Asks for a screen and sends it to every peer; "cancelled" when the picker was closed. */
  async startScreen(stillWanted: () => boolean, onEnded: () => void): Promise<"started" | "cancelled" | "failed"> {
    if (this.screen) return "started";
    let stream: MediaStream;
    try {
      stream = await this.screenSource.getScreen();
    } catch (error) {
      return isPickerCancel(error) ? "cancelled" : "failed";
    }
    if (!stillWanted()) {
      for (const track of stream.getTracks()) track.stop();
      return "cancelled";
    }
    this.screen = stream;
    // The browser's own "Stop sharing" button ends the track.
    stream.getVideoTracks()[0]?.addEventListener("ended", () => this.screen === stream && onEnded());
    this.mesh?.addStream(stream);
    this.mesh?.applyBitrates();
    return "started";
  }

  /** True when a screen was being shared. */
  stopScreen(): boolean {
    const screen = this.screen;
    if (!screen) return false;
    this.screen = null;
    this.mesh?.removeStream(screen);
    for (const track of screen.getTracks()) track.stop();
    this.mesh?.applyBitrates();
    return true;
  }

  stop(): void {
    for (const track of this.screen?.getTracks() ?? []) track.stop();
    this.screen = null;
    this.local.stop();
  }
}
