import { otherNames } from "../booking-format.ts";
import { ActionPage } from "./action-page.tsx";
import { suggestTimes } from "../bookings.client.ts";
import { TimesForm } from "./times-form.tsx";
import styles from "./detail.module.css";

/** /my-kora/bookings/:id/suggest-times — none of the times work: offer up to three others. */
export function SuggestTimesPage() {
  return (
    <ActionPage action="suggest-times" title="Suggest other times">
      {(booking, me) => (
        <>
          <div>
            <h1>Suggest other times</h1>
            <p className={styles.lead}>
              None of the times work? Offer {otherNames(booking)} up to three others for {booking.card.title}. They confirm one, or suggest
              others in turn.
            </p>
          </div>
          <TimesForm
            booking={booking}
            me={me}
            submitLabel="Send these times"
            send={(values) => suggestTimes(booking.id, values)}
            sent={`Your times are on their way to ${otherNames(booking)}.`}
          />
        </>
      )}
    </ActionPage>
  );
}
