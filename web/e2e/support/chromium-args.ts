/**
 * The Chromium every e2e spec runs in: Debian's old headless shell (package chromium-headless-shell),
 * the same engine as /usr/bin/chromium without the browser's windows and UI (Playwright picks that
 * shell for headless runs too). On the 2-core machine, two clock-matrix instants side by side took
 * 4:21 and 373 CPU-s in it against 4:46 and 424 in the full browser's headless mode: the browser and
 * GPU processes no longer draw windows nobody sees.
 * E2E_CHROMIUM names another binary, e.g. /usr/bin/chromium to compare.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";

/** Debian's Chromium headless, as every spec and the browser benchmarks run it (MACHINE.md). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Chromium 156 preloads two WebUI renderers (the omnibox popups) per window; headless has no omnibox.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI",
];

/**
 * Fake camera and microphone, permission prompts answered yes, and loopback ICE candidates (MACHINE.md).
 * The headless shell gathers and reports candidates on every interface only when asked to, as the
 * full browser does by default (the SFU specs check the pair runs over the namespace's veth).
 */
export const MEDIA_ARGS = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--allow-loopback-in-peer-connection",
  "--webrtc-ip-handling-policy=default",
];
