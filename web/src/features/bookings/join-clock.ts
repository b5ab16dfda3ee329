/** "in 12 min", "in 1 h 5 min", "now", "3 min ago": the start as seen from the waiting room. */
export function startsText(startMs: number, nowMs: number): string {
  const minutes = Math.round((startMs - nowMs) / 60_000);
  if (minutes === 0) return "Starting now";
  const span = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}` : `${m} min`);
  return minutes > 0 ? `Starts in ${span(minutes)}` : `Started ${span(-minutes)} ago`;
}

/** Seconds as a clock: "0:45", "12:03", "1:02:09". */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The attendance heartbeat: the join call is repeated this often while the page is open. */
export const HEARTBEAT_MS = 30_000;
