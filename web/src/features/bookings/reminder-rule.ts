import { bookingSubPageOf } from "./booking-paths.ts";

/**
 * Which booking the reminder modal should offer (core §2 Behaviour), or null: a booking is active
 * (its join window is open), the person hasn't waved it away this browser session, and they are not
 * in a call (any booking's call or a personal room: a modal there would block the call), nor on any
 * review page (the review page is never interrupted).
 */
export function reminderBookingId(input: {
  activeBookingId: string | null | undefined;
  pathname: string;
  dismissed: ReadonlySet<string>;
  isPlaceholder?: boolean;
}): string | null {
  const id = input.activeBookingId;
  if (!id || input.dismissed.has(id)) return null;
  const page = bookingSubPageOf(input.pathname);
  if (page?.page === "review") return null;
  if (page?.page === "join") return null;
  if (/^\/meet\//.test(input.pathname)) return null;
  if (/\/review\/?$/.test(input.pathname)) return null;
  return id;
}

const DISMISSED_KEY = "kora.bookingReminder.dismissed";

/** Bookings whose reminder was answered in this browser session (sessionStorage; an unavailable store reads as empty). */
export function readDismissed(storage: Pick<Storage, "getItem"> | null): Set<string> {
  try {
    const raw = storage?.getItem(DISMISSED_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

export function addDismissed(storage: Pick<Storage, "getItem" | "setItem"> | null, id: string): Set<string> {
  const next = readDismissed(storage);
  next.add(id);
  try {
    storage?.setItem(DISMISSED_KEY, JSON.stringify([...next].slice(-50)));
  } catch {
    // Private mode or a full store: the modal may come back after a reload, nothing worse.
  }
  return next;
}
