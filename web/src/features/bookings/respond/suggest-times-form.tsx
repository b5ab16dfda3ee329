import { useMemo, useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { bookingsRespondMessages } from "@kora/shared/i18n/messages/bookings-respond.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/field.module.css";
import { TextAreaField } from "../../../ui/text-field.tsx";
import { effectiveExpiry, expiryChoices, type ExpiryValue } from "../request/request-form.ts";
import { slotsQuery } from "../bookings.client.ts";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import styles from "../request/request.module.css";

/** Other times instead of the suggested ones: up to 3 from the card's free slots, an expiry and a note. */
export function SuggestTimesForm({
  booking,
  viewerTimezone,
  busy,
  onSend,
  onCancel,
}: {
  booking: BookingDto;
  viewerTimezone: string;
  busy: boolean;
  onSend: (input: { times: string[]; expiry: ExpiryValue | null; message: string }) => void;
  onCancel: () => void;
}) {
  const t = useT(bookingsRespondMessages);
  const tr = useT(bookingsRequestMessages);
  const [times, setTimes] = useState<string[]>([]);
  const [picked, setPicked] = useState<ExpiryValue | null>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const choices = useMemo(() => expiryChoices(times, Date.now(), viewerTimezone, tr), [times, viewerTimezone, tr]);
  const expiry = effectiveExpiry(choices, picked);

  const send = () => {
    if (times.length === 0) {
      setError(t.t("suggest.chooseTimes"));
      return;
    }
    // An over-long message says so under its field and waits to be shortened.
    if (tooLong(message, TEXT_LIMITS.message)) return document.getElementById("suggest-message")?.focus();
    onSend({ times, expiry, message: message.trim() });
  };

  return (
    <div className={styles.suggest}>
      <h3>{t.t("suggestOther")}</h3>
      <SlotPicker
        slots={(from, to) => slotsQuery(booking.card.id, booking.duration, from, to)}
        duration={booking.duration}
        viewerTimezone={viewerTimezone}
        selected={times}
        onChange={(next) => {
          setTimes(next);
          setError(null);
        }}
        max={3}
      />
      {error && (
        <p className={fieldStyles.error} role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
      {choices.length > 0 && (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="suggest-expiry">
            {t.t("suggest.expiresAfter")}
          </label>
          <select
            id="suggest-expiry"
            className={fieldStyles.control}
            value={String(expiry)}
            onChange={(event) => setPicked((event.target.value === "exact" ? "exact" : Number(event.target.value)) as ExpiryValue)}
          >
            {choices.map((choice) => (
              <option key={String(choice.value)} value={String(choice.value)}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextAreaField
        id="suggest-message"
        label={t.t("suggest.message", { name: booking.advisor.firstName })}
        className={`${fieldStyles.control} ${styles.textarea}`}
        rows={3}
        limit={TEXT_LIMITS.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={styles.inlineActions}>
        <Button onClick={send} busy={busy}>
          {t.t("suggest.send")}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t.t("suggest.back")}
        </Button>
      </div>
    </div>
  );
}
