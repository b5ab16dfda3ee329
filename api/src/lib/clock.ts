/**
 * The server's clock. Normally the real time; with a start instant (embedded mode's `KORA_CLOCK_START`,
 * used by the end-to-end clock matrix) it reads that instant at start-up and runs on at the real pace,
 * so jobs, expiries and slots behave as they would on that day.
 */
export function serverClock(start: Date | null, realNow: () => number = Date.now): () => Date {
  if (!start) return () => new Date(realNow());
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
