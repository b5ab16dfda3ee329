/**
 * How often the recording's canvas may be painted. Painting a camera onto the canvas is cheap with a
 * GPU (about a millisecond) and slow without one: Chromium drawing a 1280-wide video in software
 * takes 40–260 ms on a small machine. Painting on every tick of a 30 fps clock then queues ticks
 * faster than they are handled, and the page stops answering (clicks, the call's own updates) until
 * the backlog is gone. So a paint that took long makes the next one wait: painting never takes more
 * than DRAW_SHARE of the page's time, and the recording's frame rate drops instead of the page.
 */
export const DRAW_SHARE = 0.5;

/**
 * When the next paint may start, for a paint that started at `startedAt` and took `tookMs` (ms,
 * performance.now()): a quick paint leaves the next tick free; a slow one holds ticks off for as long
 * again as it took.
 */
export function nextPaintAt(startedAt: number, tookMs: number): number {
  return startedAt + tookMs / DRAW_SHARE;
}
