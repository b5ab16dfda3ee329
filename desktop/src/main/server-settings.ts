import { app, net } from "electron";
import type { DesktopConfig } from "../core/config.ts";
import { createDesktopSettingsStore, type DesktopSettingsStore } from "../core/desktop-settings.ts";
import { decideServerChange, isKoraHealth, notKoraMessage } from "../core/server-address.ts";
import type { MainWindow } from "./main-window.ts";

let store: DesktopSettingsStore | null = null;
const PROBE_TIMEOUT_MS = 8_000;

/** Whether `origin` answers /api/health as Kora does; never rejects. */
async function answersAsKora(origin: string): Promise<boolean> {
  try {
    const response = await net.fetch(new URL("/api/health", origin).href, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: "error", // a redirect would mean the origin itself is not the Kora server
      credentials: "omit",
    });
    const body: unknown = await response.json().catch(() => null);
    return isKoraHealth(response.status, body);
  } catch {
    return false;
  }
}

/** The settings file in the app-data folder (`~/.config/Kora`, `%APPDATA%\Kora`, `~/Library/Application Support/Kora`). */
export function desktopSettings(): DesktopSettingsStore {
  store ??= createDesktopSettingsStore(app.getPath("userData"));
  return store;
}

/**
 * Handles an address submitted on the offline page. A new server must answer as Kora; then it is
 * saved and Kora restarts on it: the origin is built into the IPC guard, the permission and
 * navigation policies and the window, so a fresh start is the one way to switch all of them at once.
 */
export async function changeServerAddress(submitted: string, config: DesktopConfig, window: MainWindow): Promise<void> {
  const change = decideServerChange(submitted, config);
  switch (change.kind) {
    case "locked":
      window.showServerError(change.message);
      return;
    case "invalid":
      window.showServerError(change.message, change.value);
      return;
    case "retry":
      window.retryNow();
      return;
    case "switch":
      if (!(await answersAsKora(change.origin))) {
        window.showServerError(notKoraMessage(change.origin), submitted);
        return;
      }
      try {
        desktopSettings().update({ serverUrl: change.origin });
      } catch (error) {
        window.showServerError(`Kora could not save the address: ${error instanceof Error ? error.message : String(error)}`, submitted);
        return;
      }
      app.relaunch();
      app.exit(0);
  }
}
