import { useCallback, useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { FieldErrors } from "@kora/shared/contracts/errors.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsRespondMessages } from "@kora/shared/i18n/messages/bookings-respond.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { cancelBooking, confirmBooking, suggestTimes } from "../bookings.client.ts";
import { CancelReasonDialog } from "../manage/cancel-reason-dialog.tsx";
import { useBookingAction } from "../use-booking-action.ts";
import { PaymentChooser } from "../request/payment-chooser.tsx";
import { PriceSummary } from "../request/price-summary.tsx";
import { formatClock, formatDay, slotLabel } from "../../../lib/slot-format.ts";
import { formatTimeLeft, theirTime } from "../booking-format.ts";
import { slotWords } from "../bookings-i18n.ts";
import { SuggestTimesForm } from "./suggest-times-form.tsx";
import styles from "../request/request.module.css";

/** The learner's answer to suggested times: confirm one (with a card when paid), suggest others, or decline. */
export function RespondAnswer({ booking, times, viewerTimezone }: { booking: BookingDto; times: string[]; viewerTimezone: string }) {
  const t = useT(bookingsRespondMessages);
  const tb = useT(bookingsMessages);
  const locale = t.locale;
  /** "Tue 5 May, 9:00 am" in the viewer's zone. */
  const dayTime = (ms: number) => `${formatDay(ms, viewerTimezone, locale)}, ${formatClock(ms, viewerTimezone, locale)}`;
  const [chosen, setChosen] = useState<string | null>(times.length === 1 ? times[0]! : null);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | undefined>();
  const [mode, setMode] = useState<"answer" | "suggest">("answer");
  const [declining, setDeclining] = useState(false);
  const { busy, run } = useBookingAction();
  const paid = !booking.price.free && booking.price.total > 0;
  const advisor = booking.advisor;
  const onPayment = useCallback((id: string | null) => {
    setPaymentMethodId(id);
    setPaymentError(undefined);
  }, []);
  const paymentMethod = paid ? paymentMethodId : null;
  // The answer's one field of its own is the card: a refused card is marked there; other fields are toasted.
  const paymentField = (fields: FieldErrors) => {
    const message = fields.paymentMethodId?.[0];
    if (!message) return false;
    setPaymentError(message);
    toast.error(message);
    return true;
  };

  const confirm = () => {
    if (!chosen) {
      toast.error(tb.t("validation.chooseTime"));
      return;
    }
    if (paid && !paymentMethodId) {
      const message = t.t("payment.required");
      setPaymentError(message);
      toast.error(message);
      return;
    }
    void run("confirm", () => confirmBooking(booking.id, { time: chosen, paymentMethodId: paymentMethod }), {
      cardId: booking.card.id,
      success: () => t.t("toast.confirmed", { name: advisor.firstName }),
      fields: paymentField,
    });
  };

  const expiresIn = booking.requestExpiresAtUtc ? Date.parse(booking.requestExpiresAtUtc) - Date.now() : null;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {mode === "answer" ? (
          <section className={styles.step} aria-labelledby="respond-times-title">
            <h2 id="respond-times-title">{t.t(times.length === 1 ? "times.one" : "times.choose")}</h2>
            {expiresIn !== null && (
              <p className={styles.muted}>{t.t("times.answerWithin", { timeLeft: formatTimeLeft(expiresIn, locale) })}</p>
            )}
            <fieldset className={styles.timeChoices}>
              <legend className={styles.visuallyHidden}>{t.t("times.legend")}</legend>
              {times.map((time) => {
                const ms = Date.parse(time);
                const theirs = theirTime(ms, viewerTimezone, advisor.timezone, locale);
                return (
                  <label key={time} className={styles.timeChoice}>
                    <input
                      type="radio"
                      name="time"
                      checked={chosen === time}
                      onChange={() => setChosen(time)}
                      aria-label={slotLabel(time, viewerTimezone, advisor.timezone, "advisor", slotWords(tb))}
                    />
                    <span>
                      <strong>{dayTime(ms)}</strong>
                      <span>
                        {theirs
                          ? t.t("times.yoursAndTheirs", {
                              zone: viewerTimezone,
                              time: theirs,
                              name: advisor.firstName,
                              otherZone: advisor.timezone,
                            })
                          : t.t("times.yours", { zone: viewerTimezone })}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <div className={styles.inlineActions}>
              <Button variant="outline" onClick={() => setMode("suggest")}>
                {t.t("suggestOther")}
              </Button>
              <Button variant="ghost" onClick={() => setDeclining(true)}>
                {t.t("decline")}
              </Button>
            </div>
          </section>
        ) : (
          <section className={styles.step} aria-label={t.t("suggestOther")}>
            <SuggestTimesForm
              booking={booking}
              viewerTimezone={viewerTimezone}
              busy={busy === "suggest"}
              onCancel={() => setMode("answer")}
              onSend={(input) =>
                void run("suggest", () => suggestTimes(booking.id, { ...input, paymentMethodId: paymentMethod }), {
                  cardId: booking.card.id,
                  success: () => t.t("toast.timesSent", { name: advisor.firstName }),
                  fields: paymentField,
                })
              }
            />
          </section>
        )}
        {paid && (
          <section className={styles.step} aria-labelledby="respond-payment-title" id="respond-payment">
            <h2 id="respond-payment-title">{t.t("payment.title")}</h2>
            <PaymentChooser value={paymentMethodId} onChange={onPayment} error={paymentError} note={t.t("payment.note")} />
          </section>
        )}
      </div>
      <aside className={styles.aside} aria-label={t.t("summary")}>
        <div className={styles.summary}>
          <h2>{t.t("summary")}</h2>
          <p className={styles.summaryLine}>
            {t.t("summary.with", { duration: formatDuration(booking.duration, locale), name: advisor.fullName })}
          </p>
          {booking.discussionTopic && (
            <div className={styles.topic}>
              <strong>{t.t("summary.topic")}</strong>
              <p>{booking.discussionTopic}</p>
            </div>
          )}
          {booking.lastMessage && booking.lastMessage !== booking.discussionTopic && (
            <div className={styles.topic}>
              <strong>{t.t("summary.messageFrom", { name: advisor.firstName })}</strong>
              <p>{booking.lastMessage}</p>
            </div>
          )}
          <PriceSummary price={booking.price} duration={booking.duration} />
          {mode === "answer" && (
            <Button size="large" block onClick={confirm} busy={busy === "confirm"} disabled={!chosen} className={styles.wrapButton}>
              {chosen ? t.t("confirm", { time: dayTime(Date.parse(chosen)) }) : t.t("confirm.choose")}
            </Button>
          )}
        </div>
      </aside>
      <CancelReasonDialog
        open={declining}
        title={t.t("declineDialog.title")}
        intro={t.t("declineDialog.intro", { name: advisor.firstName })}
        otherName={advisor.firstName}
        submitLabel={t.t("decline")}
        busy={busy === "decline"}
        onClose={() => setDeclining(false)}
        onSubmit={async ({ reason, message }) => {
          let reasonError: string | undefined;
          await run("decline", () => cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message }), {
            success: () => t.t("toast.declined"),
            onSuccess: () => setDeclining(false),
            fields: (fields) => {
              reasonError = fields.cancelReason?.[0];
              return reasonError !== undefined;
            },
          });
          return reasonError;
        }}
      />
    </div>
  );
}
