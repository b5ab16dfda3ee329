import { isSameOrigin } from "./navigation-policy.ts";

/**
 * The screen-sharing handshake between the page and main, as a plain state machine:
 * 1. the page asks for the sources: main lists them (desktopCapturer) and remembers their ids as
 *    this request's offer;
 * 2. the page sends back one offered id (+ "share audio"): main accepts it once, while fresh;
 * 3. the page calls getDisplayMedia: main's display-media handler consumes that choice and grants
 *    exactly it. No choice pending → denied, so a page can never capture without the person's pick.
 */

/** How long an offer stays choosable, and a choice stays usable by getDisplayMedia. */
export const PICKER_TTL_MS = 60_000;
export const MAX_SOURCES = 100;
export const MAX_SOURCE_NAME = 300;
/** desktopCapturer ids: `screen:ZZ:0` or `window:XX:YY` (digits; some platforms add more parts). */
export const SOURCE_ID_PATTERN = /^(screen|window):[0-9A-Za-z:_-]{1,120}$/;
/** A base64 PNG or JPEG data URL. The limits keep one list reply well under a few megabytes. */
export const IMAGE_DATA_URL_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
export const MAX_THUMBNAIL_CHARS = 200_000;
export const MAX_ICON_CHARS = 40_000;

export type ScreenSourceKind = "screen" | "window";

/** One source as the page sees it (serialisable over IPC). */
export interface ScreenSourceInfo {
  id: string;
  name: string;
  kind: ScreenSourceKind;
  /** What the screen or window shows now; null when the OS gave no picture (e.g. no permission yet). */
  thumbnail: string | null;
  /** The window's app icon; null for screens and apps without one. */
  icon: string | null;
}

/** What main read from desktopCapturer, images already encoded as data URLs. */
export interface CapturedSource {
  id: string;
  name: string;
  thumbnail: string | null;
  icon: string | null;
}

/** System audio ("loopback") can be captured on Windows only. */
export function audioSupported(platform: string): boolean {
  return platform === "win32";
}

export function sourceKind(id: string): ScreenSourceKind | null {
  if (!SOURCE_ID_PATTERN.test(id)) return null;
  return id.startsWith("screen:") ? "screen" : "window";
}

function boundedImage(dataUrl: string | null, maxChars: number): string | null {
  if (dataUrl === null || dataUrl.length > maxChars || !IMAGE_DATA_URL_PATTERN.test(dataUrl)) return null;
  return dataUrl;
}

/** A name fit for a label: control characters gone, whitespace collapsed, length bounded. */
function cleanName(name: string, kind: ScreenSourceKind): string {
  const cleaned = name
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned === "") return kind === "screen" ? "Screen" : "Untitled window";
  return cleaned.length > MAX_SOURCE_NAME ? `${cleaned.slice(0, MAX_SOURCE_NAME - 1)}…` : cleaned;
}

/** The sources the page may see: valid ids only, screens first, images that are not data URLs dropped. */
export function toSourceInfos(captured: readonly CapturedSource[]): ScreenSourceInfo[] {
  const infos: ScreenSourceInfo[] = [];
  const seen = new Set<string>();
  for (const source of captured) {
    const kind = sourceKind(source.id);
    if (kind === null || seen.has(source.id)) continue;
    seen.add(source.id);
    infos.push({
      id: source.id,
      name: cleanName(source.name, kind),
      kind,
      thumbnail: boundedImage(source.thumbnail, MAX_THUMBNAIL_CHARS),
      icon: kind === "window" ? boundedImage(source.icon, MAX_ICON_CHARS) : null,
    });
  }
  const screens = infos.filter((info) => info.kind === "screen");
  const windows = infos.filter((info) => info.kind === "window");
  return [...screens, ...windows].slice(0, MAX_SOURCES);
}

/** What the display-media handler passes to Electron's callback: a video source (+ loopback audio), or nothing (denied). */
export type DisplayMediaDecision =
  | { granted: true; video: { id: string; name: string }; audio: "loopback" | null }
  | { granted: false; reason: string };

export interface DisplayMediaRequestInfo {
  /** `request.securityOrigin` (or the frame's URL) of the page calling getDisplayMedia. */
  origin: string;
  audioRequested: boolean;
}

export interface ScreenPickerOptions {
  koraOrigin: string;
  platform: string;
  now: () => number;
  ttlMs?: number;
}

interface Offer {
  at: number;
  sources: Map<string, string>;
}
interface Choice {
  at: number;
  id: string;
  name: string;
  shareAudio: boolean;
}

/** One picker per app: the latest offer and at most one pending choice. */
export class ScreenPicker {
  private offer: Offer | null = null;
  private choice: Choice | null = null;
  private readonly ttlMs: number;

  constructor(private readonly options: ScreenPickerOptions) {
    this.ttlMs = options.ttlMs ?? PICKER_TTL_MS;
  }

  get audioSupported(): boolean {
    return audioSupported(this.options.platform);
  }

  /** A new request: replaces any earlier offer and forgets an unused choice. */
  offerSources(captured: readonly CapturedSource[]): { sources: ScreenSourceInfo[]; audioSupported: boolean } {
    const sources = toSourceInfos(captured);
    this.offer = { at: this.options.now(), sources: new Map(sources.map((source) => [source.id, source.name])) };
    this.choice = null;
    return { sources, audioSupported: this.audioSupported };
  }

  /**
   * The person's pick. True when accepted: the id was in the current, fresh offer, and audio is
   * asked only where it can be captured. Each offer is answered once.
   */
  choose(id: string, shareAudio: boolean): boolean {
    const offer = this.offer;
    const now = this.options.now();
    if (offer === null || now - offer.at > this.ttlMs || now < offer.at) return false;
    const name = offer.sources.get(id);
    if (name === undefined) return false;
    if (shareAudio && !this.audioSupported) return false;
    this.offer = null;
    this.choice = { at: now, id, name, shareAudio };
    return true;
  }

  /** For main's display-media handler: consumes the pending choice, granting it only to Kora, while fresh. */
  takeForRequest(request: DisplayMediaRequestInfo): DisplayMediaDecision {
    const choice = this.choice;
    this.choice = null;
    if (!isSameOrigin(request.origin, this.options.koraOrigin)) return { granted: false, reason: "not the Kora origin" };
    if (choice === null) return { granted: false, reason: "no source chosen in Kora's picker" };
    const now = this.options.now();
    if (now - choice.at > this.ttlMs || now < choice.at) return { granted: false, reason: "the chosen source expired" };
    const audio = choice.shareAudio && request.audioRequested && this.audioSupported ? "loopback" : null;
    return { granted: true, video: { id: choice.id, name: choice.name }, audio };
  }
}
