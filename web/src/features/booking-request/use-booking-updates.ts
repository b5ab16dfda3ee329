import { useEffect } from "react";
import { BOOKING_EVENTS } from "@kora/shared/contracts/realtime.ts";
import { queryClient } from "../../lib/query-client.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { bookingRequestKeys } from "./booking-request.api.ts";

/** Keeps an open respond page current: any booking event about this booking reloads it (the toasts are the app's). */
export function useBookingUpdates(bookingId: string): void {
  useEffect(() => {
    if (!bookingId) return;
    const client = realtime();
    const offs = BOOKING_EVENTS.map((name) =>
      client.onEvent(name, ({ data }) => {
        if (data.bookingId === bookingId) void queryClient.invalidateQueries({ queryKey: bookingRequestKeys.booking(bookingId) });
      }),
    );
    return () => offs.forEach((off) => off());
  }, [bookingId]);
}
