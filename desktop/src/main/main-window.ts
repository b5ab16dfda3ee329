import { BrowserWindow, net, powerMonitor, type WebContents } from "electron";
import { PRODUCT_NAME } from "../core/identity.ts";
import { appUrl, isSameOrigin } from "../core/navigation-policy.ts";
import { createReconnector, isOutage } from "../core/offline-retry.ts";
import { offlinePageQuery, readServerSubmission } from "../core/server-address.ts";
import { DEEP_LINK_EVENT } from "../ipc-contract.ts";
import { OFFLINE_PAGE, OFFLINE_PAGE_URL, PRELOAD_SCRIPT, WINDOW_ICON } from "./paths.ts";

export interface MainWindow {
  /** Shows, restores and focuses the window. */
  reveal(): void;
  /** Opens a safe app path: in place when the page listens for deep links, else by loading it. */
  openPath(path: string): void;
  /** Records whether the window's page has onDeepLink listeners (ignored for other senders). */
  setDeepLinkListening(sender: WebContents, listening: boolean): void;
  /** Pushes a message to the page on `channel`, only while the window shows a Kora page. */
  sendToPage(channel: string, payload: unknown): void;
  /** From now on closing the window really closes it (the app is quitting). */
  allowClose(): void;
  /** Shows the offline page again with `message` under the server address field holding `value`. */
  showServerError(message: string, value?: string): void;
  /** Skips the wait of the offline page and tries the server now (from settings: goes back). */
  retryNow(): void;
  /** Shows the server address page while Kora works (tray: "Server address…"). */
  showServerSettings(): void;
}

export interface ServerAddressOptions {
  /** KORA_URL decides the server: the offline page shows the address read-only. */
  locked: boolean;
  /** The user submitted a server address on the offline page (unvalidated). */
  onSubmit(address: string): void;
}

const PROBE_TIMEOUT_MS = 5_000;
/** A page that keeps crashing is not reloaded more than once in this period. */
const CRASH_RELOAD_INTERVAL_MS = 10_000;

// loadURL/loadFile reject when a load fails or is replaced by a newer one; failures are handled
// once, in did-fail-load, so the promise's copy of the error is dropped here.
const ignoreLoadRejection = (): void => undefined;

export function createMainWindow(koraOrigin: string, initialPath: string, serverAddress: ServerAddressOptions): MainWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: PRODUCT_NAME,
    icon: WINDOW_ICON,
    webPreferences: {
      preload: PRELOAD_SCRIPT,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  const contents = window.webContents;
  let deepLinkListening = false;
  let closable = false;
  let lastCrashReload = 0;

  const load = (url: string): void => void window.loadURL(url).catch(ignoreLoadRejection);
  /** What the offline page last showed, to show it again with an error for the address field. */
  let offline = { mode: "offline" as "offline" | "settings", retryAt: 0, target: appUrl("/", koraOrigin), reason: "" };
  /** A refused address stays on the page through the next retries, until the user submits again. */
  let serverError: { error: string; value?: string } | null = null;
  const showOfflinePage = (retryInMs: number, extra: { error?: string; value?: string } = {}): void => {
    const query = offlinePageQuery({ retryInMs, ...offline, server: koraOrigin, locked: serverAddress.locked, ...extra });
    void window.loadFile(OFFLINE_PAGE, { query }).catch(ignoreLoadRejection);
  };

  const reconnector = createReconnector({
    showOffline(retryInMs, targetUrl, reason) {
      offline = { mode: "offline", retryAt: Date.now() + retryInMs, target: targetUrl, reason };
      showOfflinePage(retryInMs, serverError ?? {});
    },
    async probe() {
      try {
        const response = await net.fetch(new URL("/api/health", koraOrigin).href, {
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        await response.body?.cancel();
        return true; // any HTTP answer means the server is reachable again
      } catch {
        return false;
      }
    },
    load,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
    random: Math.random,
  });

  window.once("ready-to-show", () => window.show());
  // Advisors keep Kora running all day: closing the window hides it to the tray.
  window.on("close", (event) => {
    if (closable) return;
    event.preventDefault();
    window.hide();
  });
  // Windows is logging off: hiding would block the session end.
  window.on("session-end", () => {
    closable = true;
  });
  window.on("closed", () => reconnector.stop());

  contents.on("did-fail-load", (_event, errorCode, description, url, isMainFrame) => {
    if (isMainFrame && isSameOrigin(url, koraOrigin) && isOutage(errorCode)) reconnector.loadFailed(url, description);
  });
  // The offline page's server address form submits to the page itself; that navigation never
  // happens (the navigation policy refuses file: URLs too): main reads the address instead.
  contents.on("will-navigate", (event) => {
    const address = readServerSubmission(event.url, OFFLINE_PAGE_URL, contents.getURL());
    if (address === null) return;
    event.preventDefault();
    serverError = null;
    serverAddress.onSubmit(address);
  });
  contents.on("did-start-navigation", (details) => {
    // A new document is coming and the current page's listeners leave with it. Reset now, before
    // the new page can exist: its own subscription always arrives after this.
    if (details.isMainFrame && !details.isSameDocument) deepLinkListening = false;
  });
  contents.on("did-navigate", (_event, url, httpResponseCode) => {
    if (httpResponseCode > 0 && isSameOrigin(url, koraOrigin)) {
      reconnector.serverAnswered();
      offline.mode = "offline";
    }
  });
  contents.on("render-process-gone", (_event, details) => {
    deepLinkListening = false;
    if (details.reason === "clean-exit" || Date.now() - lastCrashReload < CRASH_RELOAD_INTERVAL_MS) return;
    lastCrashReload = Date.now();
    contents.reload();
  });
  powerMonitor.on("resume", () => reconnector.retryNow());

  load(appUrl(initialPath, koraOrigin));

  const reveal = (): void => {
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  return {
    reveal,
    openPath(path) {
      reveal();
      if (deepLinkListening && isSameOrigin(contents.getURL(), koraOrigin)) contents.send(DEEP_LINK_EVENT, path);
      else load(appUrl(path, koraOrigin));
    },
    setDeepLinkListening(sender, listening) {
      if (sender === contents) deepLinkListening = listening;
    },
    sendToPage(channel, payload) {
      if (isSameOrigin(contents.getURL(), koraOrigin)) contents.send(channel, payload);
    },
    allowClose() {
      closable = true;
    },
    showServerError(message, value) {
      serverError = value === undefined ? { error: message } : { error: message, value };
      showOfflinePage(Math.max(0, offline.retryAt - Date.now()), serverError);
    },
    retryNow() {
      // From the settings page (the server works) go back to the page the person came from.
      if (offline.mode === "settings") load(offline.target);
      else reconnector.retryNow();
    },
    showServerSettings() {
      reveal();
      serverError = null;
      const current = contents.getURL();
      const target = isSameOrigin(current, koraOrigin) ? current : offline.target;
      offline = { mode: "settings", retryAt: 0, target, reason: "" };
      showOfflinePage(0);
    },
  };
}
