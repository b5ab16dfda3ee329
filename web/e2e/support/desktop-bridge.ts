import type { Page } from "@playwright/test";
import { EMPTY_UPLOADS, installUploads, type UploadsApi, type UploadsBridgeOptions } from "./desktop-bridge-uploads.ts";
import type { KoraDesktopApi, ScreenChoice } from "../../../desktop/src/ipc-contract.ts";
import {
  installNotifications,
  notificationsDefaults,
  type NotificationsApi,
  type NotificationsBridgeOptions,
} from "./desktop-bridge-notifications.ts";

/**
 * `window.kora` for Chromium specs: the desktop app's preload API (KoraDesktopApi) backed by fakes
 * in the page, so the web app's desktop features run here as in Electron. What the page sent is
 * recorded in `window.__koraBridge` for the spec to read (see `bridgeState`).
 *
 * Structure: one init script per feature, each adding its functions to `window.kora` and its record
 * to `window.__koraBridge`, with its own options object in DesktopBridgeOptions. Init scripts run in
 * order before the page's own scripts; `base` first (it creates both objects).
 */

// ---- base: version, notifications, start at login, deep links --------------------------------

export interface BaseBridgeOptions {
  version?: string;
}
type BaseApi = Pick<KoraDesktopApi, "getVersion" | "notify" | "getAutoStart" | "setAutoStart" | "onDeepLink">;

function installBase(options: BaseBridgeOptions): void {
  const deepLinkListeners = new Set<(path: string) => void>();
  const record = { notifications: [] as unknown[], autoStart: false };
  const base: BaseApi = {
    getVersion: async () => options.version ?? "0.0.0-e2e",
    notify: async (input) => {
      record.notifications.push(input);
      return true;
    },
    getAutoStart: async () => record.autoStart,
    setAutoStart: async (enabled) => {
      record.autoStart = enabled;
      return enabled;
    },
    onDeepLink(listener) {
      const entry = (path: string) => listener(path);
      deepLinkListeners.add(entry);
      return () => deepLinkListeners.delete(entry);
    },
  };
  const w = window as unknown as { kora: Partial<KoraDesktopApi>; __koraBridge: Record<string, unknown> };
  w.kora = { ...base };
  w.__koraBridge = { base: record };
  /** For specs: deliver a kora:// link's path as main would. */
  (w as unknown as { __koraDeepLink: (path: string) => void }).__koraDeepLink = (path) => {
    for (const listener of [...deepLinkListeners]) listener(path);
  };
}

// ---- screen picker (desktop/README.md "Screen sharing") ----------------------------------------

export interface FakeScreenSource {
  id: string;
  name: string;
  kind: "screen" | "window";
  /** The thumbnail's colour (drawn as a small PNG in the page); null for "no preview". */
  color: string | null;
  /** The app icon's colour (windows only); null for none. */
  iconColor?: string | null;
}
export interface ScreenPickerBridgeOptions {
  sources?: FakeScreenSource[];
  audioSupported?: boolean;
  /** listScreenSources rejects this many times first (the picker's error state). */
  failLists?: number;
}
export interface ScreenPickerRecord {
  lists: number;
  /** Every chooseScreenSource call, in order, and whether it was accepted. */
  choices: { choice: ScreenChoice; accepted: boolean }[];
}

export const FAKE_SOURCES: FakeScreenSource[] = [
  { id: "screen:0:0", name: "Entire screen", kind: "screen", color: "#14213d" },
  { id: "screen:1:0", name: "Screen 2", kind: "screen", color: "#535a6b" },
  { id: "window:4242:0", name: "Quarterly plan — Sheets", kind: "window", color: "#12a150", iconColor: "#0b7a3b" },
  { id: "window:77:0", name: "Client notes", kind: "window", color: "#e6007e", iconColor: "#14c8c0" },
  { id: "window:91:0", name: "Terminal", kind: "window", color: null, iconColor: null },
];

type ScreenPickerApi = Pick<KoraDesktopApi, "listScreenSources" | "chooseScreenSource">;

function installScreenPicker(options: Required<ScreenPickerBridgeOptions>): void {
  const record: ScreenPickerRecord = { lists: 0, choices: [] };
  let offered = new Set<string>();
  let failuresLeft = options.failLists;
  const png = (color: string, width: number, height: number, label: string): string => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d")!;
    context.fillStyle = color;
    context.fillRect(0, 0, width, height);
    if (label) {
      context.fillStyle = "rgba(255,255,255,0.85)";
      context.fillRect(width * 0.08, height * 0.12, width * 0.84, height * 0.18);
      context.fillRect(width * 0.08, height * 0.4, width * 0.5, height * 0.1);
      context.fillRect(width * 0.08, height * 0.56, width * 0.62, height * 0.1);
      context.fillStyle = "#1c2030";
      context.font = `${Math.round(height * 0.12)}px sans-serif`;
      context.fillText(label, width * 0.11, height * 0.25);
    }
    return canvas.toDataURL("image/png");
  };
  const api: ScreenPickerApi = {
    async listScreenSources() {
      record.lists += 1;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("desktopCapturer failed");
      }
      offered = new Set(options.sources.map((source) => source.id));
      return {
        audioSupported: options.audioSupported,
        sources: options.sources.map((source) => ({
          id: source.id,
          name: source.name,
          kind: source.kind,
          thumbnail: source.color ? png(source.color, 320, 180, source.name) : null,
          icon: source.kind === "window" && source.iconColor ? png(source.iconColor, 32, 32, "") : null,
        })),
      };
    },
    async chooseScreenSource(choice) {
      // As main does: only an id from the last list, once, and audio only where supported.
      const accepted = offered.has(choice.id) && (!choice.shareAudio || options.audioSupported);
      if (accepted) offered = new Set();
      record.choices.push({ choice, accepted });
      return accepted;
    },
  };
  const w = window as unknown as { kora: Partial<KoraDesktopApi>; __koraBridge: Record<string, unknown> };
  Object.assign(w.kora, api);
  w.__koraBridge.screenPicker = record;
}

// ---- installing ------------------------------------------------------------------------------

/** One options object per feature; a feature left out gets its defaults. */
export interface DesktopBridgeOptions {
  base?: BaseBridgeOptions;
  screenPicker?: ScreenPickerBridgeOptions;
  notifications?: NotificationsBridgeOptions;
  uploads?: UploadsBridgeOptions;
}

// Every KoraDesktopApi function has a fake above: adding one to the API without its fake fails here.
type Missing = Exclude<keyof KoraDesktopApi, keyof BaseApi | keyof ScreenPickerApi | keyof NotificationsApi | keyof UploadsApi>;
const complete: [Missing] extends [never] ? true : Missing = true;

/** Makes `page` (every document it loads) see `window.kora`, as in the desktop app. */
export async function installDesktopBridge(page: Page, options: DesktopBridgeOptions = {}): Promise<void> {
  if (!complete) throw new Error("unreachable");
  await page.addInitScript(installBase, options.base ?? {});
  await page.addInitScript(installScreenPicker, {
    sources: options.screenPicker?.sources ?? FAKE_SOURCES,
    audioSupported: options.screenPicker?.audioSupported ?? false,
    failLists: options.screenPicker?.failLists ?? 0,
  });
  await page.addInitScript(installNotifications, notificationsDefaults(options.notifications));
  await page.addInitScript(installUploads, { list: options.uploads?.list ?? EMPTY_UPLOADS });
}

/** What the page's fakes recorded. */
export async function bridgeState<T = { screenPicker: ScreenPickerRecord }>(page: Page): Promise<T> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __koraBridge: unknown }).__koraBridge)) as T);
}
