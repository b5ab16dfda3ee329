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

const api: KoraDesktopApi = {
  getVersion: () => invoke("kora:get-version"),
  notify: (input) => invoke("kora:notify", input),
  getAutoStart: () => invoke("kora:get-auto-start"),
  setAutoStart: (enabled) => invoke("kora:set-auto-start", enabled),
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
