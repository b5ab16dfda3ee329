import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { formatBookingTime, otherNames } from "../booking-format.ts";
import { actionLabel } from "./booking-actions.ts";
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

/** /my-kora/bookings/:id/reschedule — propose new times for a confirmed booking; the choice is kept in this browser until sent (core §9). */
export function ReschedulePage() {
  const t = useT(bookingsManageMessages);
  return (
    <ActionPage action="reschedule" title={actionLabel("reschedule", t)}>
      {(booking, me) => (
        <>
          <div>
            <h1>{actionLabel("reschedule", t)}</h1>
            <p className={styles.lead}>
              {t.t("reschedule.lead", {
                time: booking.bookingTimeUtc
                  ? formatBookingTime(booking.bookingTimeUtc, me.timezone, Date.now(), t.locale)
                  : t.t("reschedule.noTime"),
                names: otherNames(booking, t.locale),
              })}
            </p>
          </div>
          <TimesForm
            booking={booking}
            me={me}
            // Read on the form's first render only (defaults), so a cached choice comes back.
            initialTimes={readRescheduleTimes(storage(), booking.id, Date.now())}
            submitLabel={t.t("reschedule.submit")}
            // The consequence of a reschedule the other side can't accept (public-site §4).
            warning={t.t("reschedule.warning")}
            askBeforeLeaving={false}
            onTimes={(times) => saveRescheduleTimes(storage(), booking.id, times, Date.now())}
            send={(values) => rescheduleBooking(booking.id, values)}
            sent={t.t("reschedule.sent", { names: otherNames(booking, t.locale) })}
            onSent={() => clearRescheduleTimes(storage(), booking.id, Date.now())}
          />
        </>
      )}
    </ActionPage>
  );
}
