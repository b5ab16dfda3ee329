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

/** Fake camera and microphone, permission prompts answered yes, and loopback ICE candidates (MACHINE.md). */
export const MEDIA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--allow-loopback-in-peer-connection"];
