import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { otherNames } from "../booking-format.ts";
import { actionLabel } from "./booking-actions.ts";
import { ActionPage } from "./action-page.tsx";
import { suggestTimes } from "../bookings.client.ts";
import { TimesForm } from "./times-form.tsx";
import styles from "./detail.module.css";

/** /my-kora/bookings/:id/suggest-times — none of the times work: offer up to three others. */
export function SuggestTimesPage() {
  const t = useT(bookingsManageMessages);
  return (
    <ActionPage action="suggest-times" title={actionLabel("suggest-times", t)}>
      {(booking, me) => (
        <>
          <div>
            <h1>{actionLabel("suggest-times", t)}</h1>
            <p className={styles.lead}>{t.t("suggest.lead", { names: otherNames(booking, t.locale), card: booking.card.title })}</p>
          </div>
          <TimesForm
            booking={booking}
            me={me}
            submitLabel={t.t("suggest.submit")}
            send={(values) => suggestTimes(booking.id, values)}
            sent={t.t("suggest.sent", { names: otherNames(booking, t.locale) })}
          />
        </>
      )}
    </ActionPage>
  );
}
