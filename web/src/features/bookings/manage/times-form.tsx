import { useCallback, useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useKoraForm } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { Button } from "../../../ui/button.tsx";
import { TextAreaField } from "../../../ui/text-field.tsx";
import { bookingPaths } from "../booking-paths.ts";
import { slotsQuery, type TimesBody } from "../bookings.client.ts";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import { useBookingAction } from "../use-booking-action.ts";
import { type BookingsT, ENGLISH } from "../bookings-i18n.ts";
import { limitedTextIn } from "../booking-validation.ts";
import { expiryChoice, expiryForApi } from "./expiry-choice.ts";
import { ExpiryField } from "./expiry-field.tsx";
import styles from "./detail.module.css";

/** Up to three times, an expiry and a message, its checks worded by `t`. */
export const timesFormSchemaIn = (t: BookingsT) =>
  z.object({
    times: z.array(z.string()).min(1, t.t("validation.times")).max(3, t.t("validation.times")),
    expiry: z.string(),
    message: limitedTextIn(TEXT_LIMITS.message, t),
  });
export const timesFormSchema = timesFormSchemaIn(ENGLISH);
type TimesFormValues = z.input<typeof timesFormSchema>;

/**
 * Up to three new times from the card's free slots, an expiry and a message: suggest other times and
 * reschedule share it. `send` is the action; `sent` its success toast, then `onSent` and back to the booking.
 * `onTimes` sees every change (the reschedule page caches it locally).
 */
export function TimesForm({
  booking,
  me,
  initialTimes = [],
  submitLabel,
  onTimes,
  send,
  sent,
  onSent,
  warning,
  askBeforeLeaving = true,
}: {
  booking: BookingDto;
  me: Me;
  initialTimes?: string[];
  submitLabel: string;
  onTimes?: (times: string[]) => void;
  send: (values: TimesBody) => Promise<BookingDto>;
  sent: string;
  onSent?: () => void;
  warning?: string;
  askBeforeLeaving?: boolean;
}) {
  const t = useT(bookingsManageMessages);
  const tb = useT(bookingsMessages);
  const schema = useMemo(() => timesFormSchemaIn(tb), [tb]);
  const navigate = useNavigate();
  const done = useRef(false);
  const action = useBookingAction();
  const kora = useKoraForm<TimesFormValues, z.output<typeof timesFormSchema>>({
    schema,
    defaultValues: { times: initialTimes, expiry: "", message: "" },
    onSubmit: async (values) => {
      const body = {
        times: values.times,
        expiry: expiryForApi(values.expiry, expiryChoice(values.times, Date.now())),
        message: values.message,
      };
      await action.run("send-times", () => send(body), {
        cardId: booking.card.id,
        success: () => sent,
        onSuccess: () => {
          onSent?.();
          done.current = true;
          navigate(bookingPaths.detail(booking.id), { state: LEAVE_WITHOUT_ASKING });
        },
        fields: "form",
      });
    },
  });
  const { form } = kora;
  const times = form.watch("times");
  const expiry = form.watch("expiry");
  const setExpiry = useCallback((next: string) => form.setValue("expiry", next), [form]);

  const setTimes = (next: string[]) => {
    form.setValue("times", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    onTimes?.(next);
  };

  return (
    <form ref={kora.formRef} className={styles.form} onSubmit={kora.submit} noValidate>
      <fieldset name="times" className={styles.fieldset} aria-invalid={kora.errorOf("times") ? true : undefined}>
        <legend>{t.t("times.legend")}</legend>
        <SlotPicker
          slots={(from, to) => slotsQuery(booking.card.id, booking.duration, from, to)}
          duration={booking.duration}
          viewerTimezone={me.timezone}
          selected={times}
          onChange={setTimes}
          max={3}
        />
        {kora.errorOf("times") && <p className={styles.fieldError}>{kora.errorOf("times")}</p>}
      </fieldset>
      <ExpiryField
        times={times}
        timeZone={me.timezone}
        field={kora.field("expiry", { tidy: false })}
        error={kora.errorOf("expiry")}
        value={expiry}
        setValue={setExpiry}
      />
      <TextAreaField
        label={t.t("times.message")}
        hint={t.t("times.messageHint")}
        rows={3}
        limit={TEXT_LIMITS.message}
        error={kora.errorOf("message")}
        {...kora.field("message")}
      />
      {warning && <p className={styles.warning}>{warning}</p>}
      <div className={styles.formActions}>
        <Button type="submit" busy={action.busy !== null}>
          {submitLabel}
        </Button>
      </div>
      {askBeforeLeaving && <UnsavedChangesPrompt when={form.formState.isDirty && !done.current && !kora.submitting} />}
    </form>
  );
}
