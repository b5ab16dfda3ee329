import { dismissedIds } from "../../lib/dismissed-ids.ts";
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

/** Bookings whose reminder was answered in this browser session (sessionStorage). */
const dismissed = dismissedIds("kora.bookingReminder.dismissed", 50);
export const readDismissed = dismissed.read;
export const addDismissed = dismissed.add;
