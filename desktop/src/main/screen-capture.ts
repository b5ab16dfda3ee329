import { desktopCapturer, session, type DesktopCapturerSource, type NativeImage } from "electron";
import { ScreenPicker, type CapturedSource } from "../core/screen-picker.ts";
import type { ScreenSourceList } from "../ipc-contract.ts";

/** Thumbnails as large as a picker card needs (at 2x); JPEG keeps each one a few tens of KB. */
const THUMBNAIL_SIZE = { width: 480, height: 270 };
const THUMBNAIL_JPEG_QUALITY = 70;
const ICON_SIZE = 32;

function thumbnailOf(image: NativeImage): string | null {
  if (image.isEmpty()) return null;
  return `data:image/jpeg;base64,${image.toJPEG(THUMBNAIL_JPEG_QUALITY).toString("base64")}`;
}

function iconOf(image: NativeImage | null): string | null {
  // appIcon is null for screens and when the app has no icon, despite the typings.
  if (!image || image.isEmpty()) return null;
  return image.resize({ width: ICON_SIZE, height: ICON_SIZE, quality: "best" }).toDataURL();
}

function toCaptured(source: DesktopCapturerSource): CapturedSource {
  return { id: source.id, name: source.name, thumbnail: thumbnailOf(source.thumbnail), icon: iconOf(source.appIcon) };
}

let picker: ScreenPicker | null = null;

function activePicker(): ScreenPicker {
  if (!picker) throw new Error("screen capture is not registered yet");
  return picker;
}

/**
 * Kora's own screen picker in place of getDisplayMedia's missing dialog: the page lists sources and
 * sends the person's pick over IPC (the two functions below); the display-media handler grants only
 * that pick (see ScreenPicker). Called once, when the app is ready.
 */
export function registerScreenCapture(koraOrigin: string): void {
  const current = new ScreenPicker({ koraOrigin, platform: process.platform, now: Date.now });
  picker = current;
  session.defaultSession.setDisplayMediaRequestHandler((request, callback) => {
    const decision = current.takeForRequest({
      origin: request.frame?.url ?? request.securityOrigin,
      audioRequested: request.audioRequested,
    });
    if (!decision.granted) {
      console.warn(`Screen capture denied: ${decision.reason}`);
      callback({}); // no video: Chromium rejects getDisplayMedia with NotAllowedError
      return;
    }
    callback(decision.audio ? { video: decision.video, audio: decision.audio } : { video: decision.video });
  });
}

/** kora:list-screen-sources — a fresh list, which becomes the picker's offer. */
export async function listScreenSources(): Promise<ScreenSourceList> {
  const current = activePicker();
  const sources = await desktopCapturer.getSources({ types: ["screen", "window"], thumbnailSize: THUMBNAIL_SIZE, fetchWindowIcons: true });
  return current.offerSources(sources.map(toCaptured));
}

/** kora:choose-screen-source — the person's pick, for the page's next getDisplayMedia. */
export function chooseScreenSource(id: string, shareAudio: boolean): boolean {
  return activePicker().choose(id, shareAudio);
}
