import { useEffect, useMemo } from "react";
import { z } from "zod";
import {
  BUFFER_MINUTES,
  MIN_NOTICE_HOURS,
  availabilitySettingsSchema,
  type AvailabilitySettings,
} from "@kora/shared/contracts/availability.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField, TextField } from "../../ui/text-field.tsx";
import { saveSettings } from "./availability.client.ts";
import { Toggle } from "./toggle.tsx";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";

/** Selects and the number box hold strings; the API takes numbers and null for "no cap". Messages in the page's language. */
const settingsFormSchema = (t: Translator<KeyOf<typeof availabilityMessages>>) =>
  z.object({
    useCalendarBookingBuffer: z.boolean(),
    bufferMinutes: z.coerce.number().pipe(availabilitySettingsSchema.shape.bufferMinutes),
    consultationCap: z
      .string()
      .trim()
      .transform((value) => (value === "" ? null : Number(value)))
      .pipe(
        z
          .number({ error: t.t("settings.cap.whole") })
          .int(t.t("settings.cap.whole"))
          .min(1, t.t("settings.cap.min"))
          .max(744, t.t("settings.cap.max"))
          .nullable(),
      ),
    minNoticeHours: z.coerce.number().pipe(availabilitySettingsSchema.shape.minNoticeHours),
    instantBooking: z.boolean(),
  });
type SettingsForm = z.input<ReturnType<typeof settingsFormSchema>>;

const valuesOf = (settings: AvailabilitySettings): SettingsForm => ({
  useCalendarBookingBuffer: settings.useCalendarBookingBuffer,
  bufferMinutes: String(settings.bufferMinutes),
  consultationCap: settings.consultationCap === null ? "" : String(settings.consultationCap),
  minNoticeHours: String(settings.minNoticeHours),
  instantBooking: settings.instantBooking,
});

/** Buffer, monthly cap, minimum notice and instant booking: PUT /api/me/availability. */
export function BookingSettings({ settings, onDirtyChange }: { settings: AvailabilitySettings; onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(availabilityMessages);
  const schema = useMemo(() => settingsFormSchema(t), [t]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: valuesOf(settings),
    onSubmit: async (values) => {
      const saved = await saveSettings(values);
      form.reset(valuesOf(saved));
      toast.success(t.t("settings.saved"));
    },
  });
  const dirty = form.formState.isDirty;
  const buffered = form.watch("useCalendarBookingBuffer");
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel aria-labelledby="booking-settings-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="booking-settings-title">{t.t("settings.title")}</h2>
        <p>{t.t("settings.text")}</p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.settingsForm}>
        <Toggle
          label={t.t("settings.buffer.label")}
          description={t.t("settings.buffer.description")}
          {...field("useCalendarBookingBuffer", { tidy: false })}
        />
        {buffered && (
          <div className={styles.indented}>
            <SelectField
              label={t.t("settings.buffer.select")}
              error={errorOf("bufferMinutes")}
              {...field("bufferMinutes", { tidy: false })}
            >
              {BUFFER_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t.t("settings.buffer.option", { minutes })}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <FieldRow>
          <SelectField
            label={t.t("settings.notice.label")}
            hint={t.t("settings.notice.hint")}
            error={errorOf("minNoticeHours")}
            {...field("minNoticeHours", { tidy: false })}
          >
            {MIN_NOTICE_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t.t("settings.notice.option", { hours })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.t("settings.cap.label")}
            hint={t.t("settings.cap.hint")}
            inputMode="numeric"
            placeholder={t.t("settings.cap.placeholder")}
            error={errorOf("consultationCap")}
            {...field("consultationCap")}
          />
        </FieldRow>
        <Toggle
          label={t.t("settings.instant.label")}
          description={t.t("settings.instant.description")}
          {...field("instantBooking", { tidy: false })}
        />
        <div className={styles.formActions}>
          <Button type="submit" busy={submitting} disabled={!dirty}>
            {t.t("settings.save")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
