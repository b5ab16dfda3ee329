/**
 * Exposes `window.kora` to Kora pages. Runs sandboxed: Electron gives it a `require` that knows
 * only "electron" and a few Node built-ins, and no way to load sibling files. So this file imports
 * nothing else at run time — the contract comes in as types only — and main re-validates every
 * call, because the page (not this file) decides what is sent.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import type { IpcArgs, IpcChannel, IpcResult, KoraDesktopApi } from "../ipc-contract.ts";

/** Typed invoke: a misspelt channel or a wrong argument for it fails type-checking. */
function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

// Repeats ipc-contract's DEEP_LINK_EVENT (a value, which this file cannot import); preload.test.ts
// checks the two are equal.
const DEEP_LINK_EVENT = "kora:deep-link";

const deepLinkListeners = new Set<(path: string) => void>();

// Repeats ipc-contract's NOTIFICATION_ACTION_EVENT; preload.test.ts checks the two are equal.
const NOTIFICATION_ACTION_EVENT = "kora:notification-action";
type NotificationActionListener = Parameters<KoraDesktopApi["onNotificationAction"]>[0];
const notificationActionListeners = new Set<NotificationActionListener>();

// Repeats ipc-contract's UPLOADS_CHANGED_EVENT; preload.test.ts checks the two are equal.
const UPLOADS_CHANGED_EVENT = "kora:uploads-changed";
const uploadsListeners = new Set<() => void>();

function reportListening(listening: boolean): void {
  invoke("kora:set-deep-link-listening", listening).catch((error: unknown) => {
    // Main then falls back to loading linked pages, which is still correct, only slower.
    console.error("Kora: could not register for deep links", error);
  });
}

// The IPC event object is never passed on: it carries `sender`, which would hand the page the
// raw ipcRenderer.
ipcRenderer.on(DEEP_LINK_EVENT, (_event: IpcRendererEvent, path: unknown) => {
  if (typeof path !== "string") return;
  for (const listener of [...deepLinkListeners]) {
    try {
      listener(path);
    } catch (error) {
      console.error("Kora: a deep-link listener threw", error);
    }
  }
});

// Only `{ tag, action }` strings reach the page, as a fresh object (never the IPC event).
ipcRenderer.on(NOTIFICATION_ACTION_EVENT, (_event: IpcRendererEvent, payload: unknown) => {
  const { tag, action } = (payload ?? {}) as { tag?: unknown; action?: unknown };
  if (typeof tag !== "string" || typeof action !== "string") return;
  for (const listener of [...notificationActionListeners]) {
    try {
      listener({ tag, action });
    } catch (error) {
      console.error("Kora: a notification-action listener threw", error);
    }
  }
});

// No payload reaches the page: listeners call listUploads for the news.
ipcRenderer.on(UPLOADS_CHANGED_EVENT, () => {
  for (const listener of [...uploadsListeners]) {
    try {
      listener();
    } catch (error) {
      console.error("Kora: an uploads listener threw", error);
    }
  }
});

const api: KoraDesktopApi = {
  getVersion: () => invoke("kora:get-version"),
  notify: (input) => invoke("kora:notify", input),
  getAutoStart: () => invoke("kora:get-auto-start"),
  setAutoStart: (enabled) => invoke("kora:set-auto-start", enabled),
  listScreenSources: () => invoke("kora:list-screen-sources"),
  chooseScreenSource: (choice) => invoke("kora:choose-screen-source", choice),
  setAgenda: (agenda) => invoke("kora:set-agenda", agenda),
  getDoNotDisturb: () => invoke("kora:get-do-not-disturb"),
  setDoNotDisturb: (enabled) => invoke("kora:set-do-not-disturb", enabled),
  onNotificationAction(listener) {
    if (typeof listener !== "function") throw new TypeError("onNotificationAction needs a function");
    const entry: NotificationActionListener = (event) => listener(event);
    notificationActionListeners.add(entry);
    return () => {
      notificationActionListeners.delete(entry);
    };
  },
  recordingBegin: (input) => invoke("kora:recording-begin", input),
  recordingChunk: (id, bytes) => invoke("kora:recording-chunk", id, bytes),
  recordingEnd: (id) => invoke("kora:recording-end", id),
  listUploads: () => invoke("kora:list-uploads"),
  onUploadsChanged(listener) {
    if (typeof listener !== "function") throw new TypeError("onUploadsChanged needs a function");
    const entry = (): void => listener();
    uploadsListeners.add(entry);
    return () => {
      uploadsListeners.delete(entry);
    };
  },
  onDeepLink(listener) {
    if (typeof listener !== "function") throw new TypeError("onDeepLink needs a function");
    // A wrapper per call, so registering the same function twice gives two independent unsubscribes.
    const entry = (path: string): void => listener(path);
    deepLinkListeners.add(entry);
    if (deepLinkListeners.size === 1) reportListening(true);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      deepLinkListeners.delete(entry);
      if (deepLinkListeners.size === 0) reportListening(false);
    };
  },
};

contextBridge.exposeInMainWorld("kora", api);
