import { formatBookingTime, otherNames } from "../booking-format.ts";
import { ActionPage } from "./action-page.tsx";
import { rescheduleBooking } from "../bookings.client.ts";
import { clearRescheduleTimes, readRescheduleTimes, saveRescheduleTimes } from "./reschedule-cache.ts";
import { TimesForm } from "./times-form.tsx";
import styles from "./detail.module.css";

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The consequence of a reschedule the other side can't accept (public-site §4). */
export const RESCHEDULE_WARNING =
  "If the other side can't accept any of these times, the booking is cancelled, and on a paid booking only the admin fee is paid. A reschedule that fails late counts as a cancellation.";

/** /my-kora/bookings/:id/reschedule — propose new times for a confirmed booking; the choice is kept in this browser until sent (core §9). */
export function ReschedulePage() {
  return (
    <ActionPage action="reschedule" title="Reschedule">
      {(booking, me) => (
        <>
          <div>
            <h1>Reschedule</h1>
            <p className={styles.lead}>
              Now booked for {booking.bookingTimeUtc ? formatBookingTime(booking.bookingTimeUtc, me.timezone) : "a time not set"}. Offer{" "}
              {otherNames(booking)} up to three new times; they accept one, suggest others or cancel.
            </p>
          </div>
          <TimesForm
            booking={booking}
            me={me}
            // Read on the form's first render only (defaults), so a cached choice comes back.
            initialTimes={readRescheduleTimes(storage(), booking.id, Date.now())}
            submitLabel="Ask to reschedule"
            warning={RESCHEDULE_WARNING}
            askBeforeLeaving={false}
            onTimes={(times) => saveRescheduleTimes(storage(), booking.id, times, Date.now())}
            send={(values) => rescheduleBooking(booking.id, values)}
            sent={`We've asked ${otherNames(booking)} to reschedule.`}
            onSent={() => clearRescheduleTimes(storage(), booking.id, Date.now())}
          />
        </>
      )}
    </ActionPage>
  );
}
