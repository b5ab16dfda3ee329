import { useEffect } from "react";
import { z } from "zod";
import {
  BUFFER_MINUTES,
  MIN_NOTICE_HOURS,
  availabilitySettingsSchema,
  type AvailabilitySettings,
} from "@kora/shared/contracts/availability.ts";
import { formUpdatedToast } from "@kora/shared/messages.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField, TextField } from "../../ui/text-field.tsx";
import { saveSettings } from "./availability.client.ts";
import { Toggle } from "./toggle.tsx";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";

/** Selects and the number box hold strings; the API takes numbers and null for "no cap". */
const settingsFormSchema = z.object({
  useCalendarBookingBuffer: z.boolean(),
  bufferMinutes: z.coerce.number().pipe(availabilitySettingsSchema.shape.bufferMinutes),
  consultationCap: z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(
      z
        .number({ error: "Please enter whole hours, or leave it empty for no limit." })
        .int("Please enter whole hours, or leave it empty for no limit.")
        .min(1, "A cap needs at least 1 hour.")
        .max(744, "A month has at most 744 hours.")
        .nullable(),
    ),
  minNoticeHours: z.coerce.number().pipe(availabilitySettingsSchema.shape.minNoticeHours),
  instantBooking: z.boolean(),
});
type SettingsForm = z.input<typeof settingsFormSchema>;

const valuesOf = (settings: AvailabilitySettings): SettingsForm => ({
  useCalendarBookingBuffer: settings.useCalendarBookingBuffer,
  bufferMinutes: String(settings.bufferMinutes),
  consultationCap: settings.consultationCap === null ? "" : String(settings.consultationCap),
  minNoticeHours: String(settings.minNoticeHours),
  instantBooking: settings.instantBooking,
});

const noticeLabel = (hours: number) => (hours === 0 ? "No minimum" : `${hours} ${hours === 1 ? "hour" : "hours"}`);

/** Buffer, monthly cap, minimum notice and instant booking: PUT /api/me/availability. */
export function BookingSettings({ settings, onDirtyChange }: { settings: AvailabilitySettings; onDirtyChange: (dirty: boolean) => void }) {
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: settingsFormSchema,
    defaultValues: valuesOf(settings),
    onSubmit: async (values) => {
      const saved = await saveSettings(values);
      form.reset(valuesOf(saved));
      toast.success(formUpdatedToast("booking settings"));
    },
  });
  const dirty = form.formState.isDirty;
  const buffered = form.watch("useCalendarBookingBuffer");
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel aria-labelledby="booking-settings-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="booking-settings-title">Booking settings</h2>
        <p>How learners may book your working hours.</p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.settingsForm}>
        <Toggle
          label="Keep time free around bookings"
          description="A buffer before and after each confirmed session, so sessions are never back to back."
          {...field("useCalendarBookingBuffer", { tidy: false })}
        />
        {buffered && (
          <div className={styles.indented}>
            <SelectField
              label="Buffer before and after each session"
              error={errorOf("bufferMinutes")}
              {...field("bufferMinutes", { tidy: false })}
            >
              {BUFFER_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? "None" : `${minutes} minutes`}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <FieldRow>
          <SelectField
            label="Minimum notice"
            hint="How soon after a request a session may start."
            error={errorOf("minNoticeHours")}
            {...field("minNoticeHours", { tidy: false })}
          >
            {MIN_NOTICE_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {noticeLabel(hours)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Monthly hours limit"
            hint="Pro bono included. Leave empty for no limit."
            inputMode="numeric"
            placeholder="No limit"
            error={errorOf("consultationCap")}
            {...field("consultationCap")}
          />
        </FieldRow>
        <Toggle
          label="Instant booking"
          description="Learners can book one of your free times straight away, without waiting for you to confirm."
          {...field("instantBooking", { tidy: false })}
        />
        <div className={styles.formActions}>
          <Button type="submit" busy={submitting} disabled={!dirty}>
            Save booking settings
          </Button>
        </div>
      </form>
    </Panel>
  );
}
