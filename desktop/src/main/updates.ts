import { app, Notification, powerMonitor } from "electron";
import { autoUpdater } from "electron-updater";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PRODUCT_NAME } from "../core/identity.ts";
import { createUpdateChecker, decideUpdates, updateReadyText } from "../core/update-policy.ts";

export interface UpdateHooks {
  /** Shows "Restart to update" (e.g. in the tray); `restart` installs and starts the new version. */
  onReady(label: string, restart: () => void): void;
  /** Called right before installing: the window must let itself be closed (it hides on close). */
  beforeInstall(): void;
}

/** The feed electron-builder baked into the packaged package.json from KORA_UPDATE_URL. */
function bakedFeed(): unknown {
  try {
    const metadata: unknown = JSON.parse(readFileSync(join(app.getAppPath(), "package.json"), "utf8"));
    return typeof metadata === "object" && metadata !== null ? (metadata as { koraUpdateFeed?: unknown }).koraUpdateFeed : null;
  } catch {
    return null;
  }
}

// Held so notifications are not garbage-collected while shown.
const shown = new Set<Notification>();

function tellUpdateReady(title: string, body: string): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ title, body });
  shown.add(notification);
  const release = (): void => void shown.delete(notification);
  notification.once("click", release);
  notification.once("close", release);
  notification.once("failed", release);
  notification.show();
}

/**
 * Starts electron-updater on the feed from app-update.yml (written by electron-builder from the same
 * KORA_UPDATE_URL), when core/update-policy.ts allows it. Updates download in the background and
 * install on quit; the user can restart earlier from the tray.
 */
export function startUpdates(hooks: UpdateHooks): void {
  const decision = decideUpdates({ isPackaged: app.isPackaged, feedUrl: bakedFeed(), env: process.env });
  if (!decision.enabled) {
    console.info(`Kora: automatic updates are off: ${decision.reason}`);
    return;
  }
  autoUpdater.logger = console;
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  // Pre-releases only reach those who installed one; nobody is moved to an older version.
  autoUpdater.allowDowngrade = false;

  const checker = createUpdateChecker({
    check: () => autoUpdater.checkForUpdates(),
    now: Date.now,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
    log: (message) => console.warn(`Kora: ${message}`),
  });
  autoUpdater.on("error", (error) => console.warn("Kora: update failed", error));
  autoUpdater.on("update-downloaded", (info) => {
    checker.downloaded();
    const text = updateReadyText(PRODUCT_NAME, info.version);
    tellUpdateReady(text.notificationTitle, text.notificationBody);
    hooks.onReady(text.trayLabel, () => {
      hooks.beforeInstall();
      autoUpdater.quitAndInstall();
    });
  });
  powerMonitor.on("resume", () => checker.resumed());
  checker.start();
}
