/// <reference lib="webworker" />
/**
 * A steady clock for the recording's canvas. A page's own timers slow to once a second (or less)
 * when its tab is in the background; a worker's don't, so the recording keeps its frame rate while
 * the host looks at another tab.
 */
let timer: ReturnType<typeof setInterval> | null = null;
self.onmessage = (event: MessageEvent<{ intervalMs: number } | "stop">) => {
  if (timer !== null) clearInterval(timer);
  timer = null;
  if (event.data !== "stop") timer = setInterval(() => self.postMessage("tick"), event.data.intervalMs);
};
