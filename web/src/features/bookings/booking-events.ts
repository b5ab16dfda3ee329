import { BOOKING_EVENTS, type BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { queryClient } from "../../lib/query-client.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { currentMe } from "../../lib/session.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { bookingEventToast, type BookingEventData } from "./booking-toast.ts";
import { bookingKeys, bookingQuery } from "./bookings.api.ts";

let listening = false;

/** Refreshes every booking list and detail, reads the booking as it is now, and raises the event's toast (10 s). */
async function onBookingEvent(name: BookingEventName, data: BookingEventData): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  const me = currentMe();
  if (!me) return;
  // The fresh booking says who acted, so the one who did it isn't told about it by their own event.
  const booking = await queryClient.fetchQuery({ ...bookingQuery(data.bookingId), staleTime: 0 }).catch(() => null);
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
}
