import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { FieldError } from "../../../ui/field-errors.tsx";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import { VoucherField } from "../../credits/credits.api.ts";
import { slotsQuery } from "../bookings.client.ts";
import { BookingModeStep, DurationStep, ExpiryField, summaryLine, TopicStep } from "./book-steps.tsx";
import { PaymentChooser } from "./payment-chooser.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { ProBonoOption } from "./pro-bono-option.tsx";
import { RecordingSharingField } from "./recording-sharing-field.tsx";
import styles from "./request.module.css";
import { useBookRequest } from "./use-book-request.ts";

/** The request form of the book page: length, times, topic, expiry, price, payment, send. */
export function BookForm({ card, me }: { card: CardDetail; me: Me }) {
  const t = useT(bookingsRequestMessages);
  const form = useBookRequest(card, me);
  const { draft, update, errors, instant, price, paid } = form;
  const firstName = card.user.firstName;
  const chargeNote = t.t(instant ? "form.chargeInstant" : "form.chargeOnConfirm");

  return (
    <form className={styles.layout} onSubmit={form.submit} noValidate>
      <div className={styles.main}>
        <DurationStep durations={card.durations} value={draft.duration} onChange={(duration) => update({ duration, times: [] })} />
        {form.instantOffered && (
          <BookingModeStep
            firstName={firstName}
            instant={draft.instant}
            onChange={(chosen) => update(chosen ? { instant: true, times: draft.times.slice(0, 1) } : { instant: false })}
          />
        )}
        <section className={styles.step} aria-labelledby="book-times-title" id="book-times">
          <h2 id="book-times-title">{t.t(instant ? "form.chooseTime" : "form.chooseTimes")}</h2>
          <SlotPicker
            slots={(from, to) => slotsQuery(card.id, draft.duration, from, to)}
            duration={draft.duration}
            viewerTimezone={me.timezone}
            selected={draft.times}
            onChange={(times) => update({ times })}
            max={instant ? 1 : 3}
          />
          <FieldError id="book-times-error" message={errors.preferredTimes} />
        </section>
        <TopicStep firstName={firstName} value={draft.topic} error={form.topicError} onChange={(topic) => update({ topic })} />
        <RecordingSharingField value={draft.recordingSharing} onChange={(recordingSharing) => update({ recordingSharing })} />
        {paid && (
          <section className={styles.step} aria-labelledby="book-payment-title" id="book-payment">
            <h2 id="book-payment-title">{t.t("form.payment")}</h2>
            <PaymentChooser
              value={draft.paymentMethodId}
              onChange={form.setPaymentMethod}
              error={errors.paymentMethodId}
              note={chargeNote}
            />
            <VoucherField currency={price.data?.currency ?? card.currency} total={price.data ? price.data.total : null} />
          </section>
        )}
      </div>

      <aside className={styles.aside} aria-label={t.t("form.summary")}>
        <div className={styles.summary}>
          <h2>{t.t("form.summary")}</h2>
          <p className={styles.summaryLine}>{summaryLine(draft.duration, firstName, draft.times.length, instant, t)}</p>
          {!instant && (
            <ExpiryField
              firstName={firstName}
              choices={form.choices}
              value={form.expiry}
              error={errors.expiry}
              onChange={(expiry) => update({ expiry })}
            />
          )}
          <ProBonoOption
            choice={form.proBonoOffer}
            firstName={firstName}
            duration={draft.duration}
            checked={draft.proBono}
            onChange={(checked) => update({ proBono: checked })}
          />
          <PriceSummary price={price.data} duration={draft.duration} loading={price.isPending} />
          {paid && <p className={styles.chargeNote}>{chargeNote}</p>}
          <Button type="submit" size="large" block busy={form.busy}>
            {t.t(instant ? "bookInstantly" : "form.send")}
          </Button>
        </div>
      </aside>
    </form>
  );
}
