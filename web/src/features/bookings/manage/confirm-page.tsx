import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { needsPayoutDetails, payoutAccountQuery, payoutPaths } from "../../payments/payments.api.ts";
import { formatClock, formatMoney, formatSessionRange, otherNames, whoLabel, zoneName } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { confirmedMessage } from "../booking-toast.ts";
import { confirmBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { ActionPage } from "./action-page.tsx";
import { actionLabel, confirmableTimes } from "./booking-actions.ts";
import type { ManageT } from "./manage-i18n.ts";
import { isPaidBooking } from "./payment-text.ts";
import styles from "./detail.module.css";

/** What confirming costs, said before the person commits (the charge happens on confirmation, core §4). */
function chargeNote(booking: BookingDto, t: ManageT): string {
  if (booking.price.free || booking.price.total <= 0) return t.t("charge.free");
  const total = formatMoney(booking.price.total, booking.price.currency, t.locale);
  if (booking.rescheduledBy) return t.t("charge.alreadyPaid");
  // Credit pays first at confirmation (how much isn't known until then), the card the rest.
  return booking.role === "learner" ? t.t("charge.youPay", { total }) : t.t("charge.theyPay", { name: booking.learner.firstName, total });
}

/**
 * An advisor confirming a paid request without payout details is asked for them here (public-site §5: they are
 * asked at the first paid booking request). It never blocks confirming: the payout waits on hold until they're added.
 */
function PayoutDetailsReminder({ booking }: { booking: BookingDto }) {
  const t = useT(bookingsManageMessages);
  const asks = booking.role === "advisor" && isPaidBooking(booking);
  const account = useQuery({ ...payoutAccountQuery, enabled: asks });
  if (!asks || !account.data || !needsPayoutDetails(account.data)) return null;
  return (
    <p className={styles.warning} role="note">
      {t.rich("payoutReminder", {
        strong: (chunks) => <strong key="strong">{chunks}</strong>,
        link: (chunks) => (
          <Link key="link" to={payoutPaths.settings}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}

function ConfirmForm({ booking, me }: { booking: BookingDto; me: Me }) {
  const t = useT(bookingsManageMessages);
  const tb = useT(bookingsMessages);
  const locale = t.locale;
  const navigate = useNavigate();
  const times = confirmableTimes(booking, Date.now());
  const [chosen, setChosen] = useState<string>(times.length === 1 ? times[0]!.timestampUtc : "");
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBookingAction();
  const other = otherNames(booking, locale);
  const otherZone = booking.role === "advisor" ? booking.learner.timezone : booking.advisor.timezone;

  const confirm = () => {
    setAsking(false);
    void run("confirm", () => confirmBooking(booking.id, { time: chosen }), {
      success: (done) => confirmedMessage(other, done.bookingTimeUtc ?? chosen, me.timezone, Date.now(), tb),
      onSuccess: () => navigate(bookingPaths.detail(booking.id)),
      // A refused time is marked on the choices (and toasted); other fields are toasted.
      fields: (fields) => {
        const refused = fields.time?.[0];
        if (!refused) return false;
        setError(refused);
        toast.error(refused);
        return true;
      },
      failure: t.t("confirm.failed"),
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) setError(tb.t("validation.chooseTime"));
        else setAsking(true);
      }}
    >
      <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined} aria-describedby={error ? "time-error" : undefined}>
        <legend>
          {t.t("confirm.legend", { name: whoLabel(times[0]?.suggestedBy, booking, me.id, tb) ?? other, zone: zoneName(me.timezone) })}
        </legend>
        {times.map((time) => (
          <label key={time.timestampUtc} className={styles.choice}>
            <input
              type="radio"
              name="time"
              value={time.timestampUtc}
              checked={chosen === time.timestampUtc}
              onChange={() => {
                setChosen(time.timestampUtc);
                setError(null);
              }}
            />
            <span className={styles.choiceBox}>
              <strong>{formatSessionRange(time.timestampUtc, time.duration, me.timezone, Date.now(), locale)}</strong>
              <span>
                {otherZone !== me.timezone
                  ? t.t("confirm.lengthAndTheirs", {
                      duration: formatDuration(time.duration, locale),
                      time: formatClock(time.timestampUtc, otherZone, locale),
                      names: other,
                    })
                  : formatDuration(time.duration, locale)}
              </span>
            </span>
          </label>
        ))}
        {error && (
          <p className={styles.fieldError} id="time-error">
            {error}
          </p>
        )}
      </fieldset>
      <p className={styles.lead}>{chargeNote(booking, t)}</p>
      <div className={styles.formActions}>
        <Button type="submit" busy={busy !== null}>
          {t.t("confirm.submit")}
        </Button>
        <ButtonLink to={bookingPaths.sub(booking.id, "suggest-times")} variant="outline">
          {actionLabel("suggest-times", t)}
        </ButtonLink>
      </div>
      <ConfirmDialog
        open={asking}
        title={t.t("confirm.dialogTitle")}
        message={t.t("confirm.dialogMessage", {
          card: booking.card.title,
          names: other,
          time: chosen ? formatSessionRange(chosen, booking.duration, me.timezone, Date.now(), locale) : "",
          charge: chargeNote(booking, t),
        })}
        confirmLabel={t.t("confirm.yes")}
        cancelLabel={t.t("goBack")}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}

/** /my-kora/bookings/:id/confirm — accept one of the other side's times. */
export function ConfirmPage() {
  const t = useT(bookingsManageMessages);
  return (
    <ActionPage action="confirm" title={actionLabel("confirm", t)}>
      {(booking, me) => (
        <>
          <div>
            <h1>{actionLabel("confirm", t)}</h1>
            <p className={styles.lead}>{t.t("confirm.lead", { card: booking.card.title, names: otherNames(booking, t.locale) })}</p>
          </div>
          <PayoutDetailsReminder booking={booking} />
          <ConfirmForm booking={booking} me={me} />
        </>
      )}
    </ActionPage>
  );
}
