/**
 * Entry point of the Kora desktop shell: one instance, one window on the Kora server, a tray icon,
 * kora:// links. Decisions live in ../core (tested under Node); this file only wires Electron.
 */
import { app, dialog, session } from "electron";
import { resolve } from "node:path";
import { loadConfig, type DesktopConfig } from "../core/config.ts";
import { findDeepLinkInArgv, parseDeepLink } from "../core/deep-link.ts";
import { APP_ID, PRODUCT_NAME, PROTOCOL } from "../core/identity.ts";
import { registerIpc } from "./ipc.ts";
import { startRecordingUploads } from "./recording-cache.ts";
import { createMainWindow, type MainWindow } from "./main-window.ts";
import { registerScreenCapture } from "./screen-capture.ts";
import { changeServerAddress, desktopSettings } from "./server-settings.ts";
import { startUpdates } from "./updates.ts";
import { createTray, type KoraTray } from "./tray.ts";
import { setDoNotDisturb, startDesktopNotifications } from "./agenda.ts";
import { BOOKING_REQUESTS_PATH } from "../core/tray-summary.ts";
import { applyContentPolicies, applySessionPolicies } from "./web-policies.ts";

let mainWindow: MainWindow | null = null;
/** A link that arrived before the window existed (cold start, or macOS open-url before ready). */
let pendingPath: string | null = null;
// The tray icon is held here so it is not garbage-collected away.
const held: { tray?: KoraTray } = {};

function readConfig(): DesktopConfig | null {
  try {
    return loadConfig(process.env, desktopSettings().read().serverUrl);
  } catch (error) {
    dialog.showErrorBox(`${PRODUCT_NAME} cannot start`, error instanceof Error ? error.message : String(error));
    return null;
  }
}

function registerProtocolClient(): void {
  // Unpackaged (`electron .`), the OS must start Electron with the app folder as its argument.
  const appFolder = process.argv[1];
  if (process.defaultApp && appFolder) app.setAsDefaultProtocolClient(PROTOCOL, process.execPath, [resolve(appFolder)]);
  else if (!process.defaultApp) app.setAsDefaultProtocolClient(PROTOCOL);
}

function openLink(link: string): void {
  const target = parseDeepLink(link);
  if (!target.ok) {
    // The link itself is not logged: it may carry invite or sign-in tokens.
    console.warn(`Ignoring a ${PROTOCOL}:// link: ${target.reason}`);
    mainWindow?.reveal();
    return;
  }
  if (mainWindow) mainWindow.openPath(target.path);
  else pendingPath = target.path;
}

function start(): void {
  const config = readConfig();
  if (!config) {
    app.exit(1);
    return;
  }
  // A second launch (e.g. a clicked kora:// link on Windows or Linux) hands its arguments to the
  // running instance through 'second-instance' and exits.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  if (process.platform === "win32") app.setAppUserModelId(APP_ID); // toast notifications need it
  registerProtocolClient();

  const launchLink = findDeepLinkInArgv(process.argv);
  if (launchLink) openLink(launchLink);

  app.on("second-instance", (_event, argv) => {
    const link = findDeepLinkInArgv(argv);
    if (link) openLink(link);
    else mainWindow?.reveal();
  });
  // macOS delivers links here, possibly before 'ready', hence registered now.
  app.on("open-url", (event, url) => {
    event.preventDefault();
    openLink(url);
  });
  app.on("web-contents-created", (_event, contents) => {
    applyContentPolicies(contents, config.koraOrigin, (path) => mainWindow?.openPath(path));
  });
  app.on("activate", () => mainWindow?.reveal());
  app.on("before-quit", () => mainWindow?.allowClose());

  app
    .whenReady()
    .then(() => {
      applySessionPolicies(session.defaultSession, config.koraOrigin);
      registerScreenCapture(config.koraOrigin);
      const window = createMainWindow(config.koraOrigin, pendingPath ?? "/", {
        locked: config.serverSource === "env",
        onSubmit: (address) => void changeServerAddress(address, config, window),
      });
      pendingPath = null;
      mainWindow = window;
      registerIpc(config.koraOrigin, window, startRecordingUploads(config.koraOrigin, window));
      held.tray = createTray({
        open: () => window.reveal(),
        quit: () => app.quit(),
        openRequests: () => window.openPath(BOOKING_REQUESTS_PATH),
        setDoNotDisturb,
        openServerSettings: () => window.showServerSettings(),
      });
      startDesktopNotifications(window, held.tray);
      const tray = held.tray;
      startUpdates({ onReady: (label, restart) => tray.showUpdateReady(label, restart), beforeInstall: () => window.allowClose() });
    })
    .catch((error: unknown) => {
      dialog.showErrorBox(`${PRODUCT_NAME} failed to start`, error instanceof Error ? (error.stack ?? error.message) : String(error));
      app.exit(1);
    });
}

start();
