import { BOOKING_EVENTS, type BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { queryClient } from "../../lib/query-client.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { currentMe } from "../../lib/session.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { bookingEventToast, type BookingEventData, knockToast, onRoomPage } from "./booking-toast.ts";
import { bookingKeys, bookingQuery } from "./bookings.client.ts";

let listening = false;

/** The booking as it is now: the refetch the invalidation started, or a fetch of its own (once more if one is cut short). */
async function freshBooking(id: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await queryClient.fetchQuery({ ...bookingQuery(id), staleTime: 2_000 });
    } catch {
      // A later event's invalidation may cancel this fetch; ask once more.
    }
  }
  return null;
}

/** Refreshes every booking list and detail, reads the booking as it is now, and raises the event's toast (10 s). */
async function onBookingEvent(name: BookingEventName, data: BookingEventData): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.all }).catch(() => undefined);
  const me = currentMe();
  if (!me) return;
  // The fresh booking says who acted, so the one who did it isn't told about it by their own event.
  const booking = await freshBooking(data.bookingId);
  const toast = bookingEventToast(name, data, { id: me.id, timezone: me.timezone }, booking);
  if (toast) showToast(toast.message, { kind: toast.kind, duration: "event" });
}

/**
 * Booking events (public-site §4) reach both parties on their private channels wherever they are in the
 * app: the toast, and fresh lists and details without a reload. Listeners live as long as the tab.
 */
export function listenForBookingEvents(): void {
  if (listening) return;
  listening = true;
  const client = realtime();
  for (const name of BOOKING_EVENTS) client.onEvent(name, (event) => void onBookingEvent(name, event.data));
  // Someone joined or left a booking's call: the in-call flags change.
  client.onEvent("RefreshBooking", () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }).catch(() => undefined));
  // A knock on one of my rooms while I'm elsewhere in the app (the call itself shows its own lobby).
  client.onEvent("UserRequestingAccess", (event) => {
    if (onRoomPage(window.location.pathname, event.data.link)) return;
    showToast(knockToast(event.data.name, event.data.cardTitle), { kind: "info", duration: "event" });
  });
}
