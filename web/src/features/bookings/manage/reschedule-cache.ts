/**
 * Reschedule times kept in this browser while someone picks them (core §9 "Locally stored: cached
 * reschedule times"), so leaving the page and coming back keeps the choice. One entry per booking;
 * times already past are dropped on read.
 */
const KEY = "kora.rescheduleTimes";
const MAX_ENTRIES = 20;

type Store = Pick<Storage, "getItem" | "setItem">;
type Cache = Record<string, { times: string[]; savedAt: number }>;

function readAll(storage: Store | null): Cache {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Cache) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: Store | null, cache: Cache): void {
  const entries = Object.entries(cache)
    .sort((a, b) => b[1].savedAt - a[1].savedAt)
    .slice(0, MAX_ENTRIES);
  try {
    storage?.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: the choice lives only on the page.
  }
}

export function readRescheduleTimes(storage: Store | null, bookingId: string, nowMs: number): string[] {
  const entry = readAll(storage)[bookingId];
  if (!entry || !Array.isArray(entry.times)) return [];
  return entry.times.filter((time) => typeof time === "string" && Date.parse(time) > nowMs).slice(0, 3);
}

export function saveRescheduleTimes(storage: Store | null, bookingId: string, times: readonly string[], nowMs: number): void {
  const cache = readAll(storage);
  if (times.length === 0) delete cache[bookingId];
  else cache[bookingId] = { times: [...times], savedAt: nowMs };
  writeAll(storage, cache);
}

export const clearRescheduleTimes = (storage: Store | null, bookingId: string, nowMs: number) =>
  saveRescheduleTimes(storage, bookingId, [], nowMs);
