import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Compiled files live in dist/main and dist/preload, both when run from the source tree and from
// inside app.asar, so everything is found relative to this file.
const DESKTOP_ROOT = join(__dirname, "..", "..");
const STATIC = join(DESKTOP_ROOT, "static");

export const PRELOAD_SCRIPT = join(DESKTOP_ROOT, "dist", "preload", "preload.js");
export const OFFLINE_PAGE = join(STATIC, "offline.html");
/** The offline page's file: URL, as Chromium reports it in navigation events (no query). */
export const OFFLINE_PAGE_URL = pathToFileURL(OFFLINE_PAGE).href;
/** Window icon for Linux (macOS and Windows take the one embedded by electron-builder). */
export const WINDOW_ICON = join(STATIC, "icon.png");
/** macOS wants a black "template" image it can recolour for light and dark menu bars. */
export const TRAY_ICON = join(STATIC, process.platform === "darwin" ? "trayTemplate.png" : "tray.png");
