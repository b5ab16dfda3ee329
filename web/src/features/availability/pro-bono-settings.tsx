import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { proBonoBudgetField, type ProBonoSummary } from "@kora/shared/contracts/pro-bono.ts";
import { formatMonth, PRO_BONO_BUDGET_MAX_MINUTES } from "@kora/shared/domain/money/pro-bono.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { myProBonoQuery, saveProBono } from "../pro-bono/pro-bono.api.ts";
import { Toggle } from "./toggle.tsx";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";
import own from "./pro-bono-settings.module.css";
import { translatedSchema } from "../../lib/i18n/translated-schema.ts";

type AvailabilityT = Translator<KeyOf<typeof availabilityMessages>>;

/** The budget's one message (proBonoBudgetField's, in English as the server speaks it). */
const BUDGET_MAX_HOURS = String(PRO_BONO_BUDGET_MAX_MINUTES / 60);
const BUDGET_MESSAGE = createTranslator("en", availabilityMessages.en).t("proBono.budget.invalid", { max: BUDGET_MAX_HOURS });

/** Minutes as hours to a tenth: "2.5" (formatHoursTenths's number; "2,5" where the language writes a decimal comma). */
function tenthsOfHours(t: AvailabilityT, minutes: number): string {
  const tenths = Math.round(minutes / 6) / 10;
  return t.locale === "en"
    ? tenths.toFixed(1)
    : new Intl.NumberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tenths);
}

/** "2.5 hours" (formatHoursTenths), in the page's language. */
const hoursTenths = (t: AvailabilityT, minutes: number) => t.t("hours.tenths", { hours: tenthsOfHours(t, minutes) });

/** "December" of "2026-12", in the page's language. */
const monthName = (key: string, locale: Locale) =>
  locale === "en"
    ? (formatMonth(key).split(" ")[0] ?? key)
    : new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
        Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1),
      );

/** The budget is typed in hours ("2.5"); the API takes whole half hours in minutes, under the field's name. */
const proBonoFormSchema = z.object({
  enabled: z.boolean(),
  probono_minutes: z
    .string()
    .trim()
    .transform((value) => (value === "" ? 0 : Math.round(Number(value.replace(",", ".")) * 60)))
    .pipe(proBonoBudgetField),
});
type ProBonoForm = z.input<typeof proBonoFormSchema>;

const valuesOf = (summary: ProBonoSummary): ProBonoForm => ({
  enabled: summary.enabled,
  probono_minutes: String(summary.probono_minutes / 60),
});

/** The month's figures: pro bono left, and booked hours against the monthly limit (set in Booking settings). */
function MonthFigures({ summary }: { summary: ProBonoSummary }) {
  const t = useT(availabilityMessages);
  const month = monthName(summary.month, t.locale);
  const allowance = summary.used_minutes + summary.remaining_minutes;
  const cap = summary.consultation_cap_hours;
  return (
    <dl className={own.stats} aria-label={t.t("proBono.figures", { month: formatMonth(summary.month, t.locale) })}>
      <div className={own.stat}>
        <dt>{t.t("proBono.left", { month })}</dt>
        <dd>
          {summary.enabled ? hoursTenths(t, summary.remaining_minutes) : t.t("proBono.off")}
          <small>{t.t("proBono.used", { used: hoursTenths(t, summary.used_minutes), allowance: hoursTenths(t, allowance) })}</small>
        </dd>
      </div>
      <div className={own.stat}>
        <dt>{t.t("proBono.booked", { month })}</dt>
        <dd>
          {hoursTenths(t, summary.booked_minutes_this_month)}
          <small>{cap === null ? t.t("proBono.noCap") : t.t("proBono.cap", { cap })}</small>
        </dd>
      </div>
      {summary.invite_credit_minutes > 0 && (
        <div className={own.stat}>
          <dt>{t.t("proBono.inviteCredit")}</dt>
          <dd>
            {hoursTenths(t, summary.invite_credit_minutes)}
            <small>{t.t("proBono.inviteCredit.note")}</small>
          </dd>
        </div>
      )}
    </dl>
  );
}

function ProBonoForm({ summary, onDirtyChange }: { summary: ProBonoSummary; onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(availabilityMessages);
  const schema = useMemo(
    () =>
      translatedSchema(
        proBonoFormSchema,
        t.locale === "en"
          ? null
          : (message) => (message === BUDGET_MESSAGE ? t.t("proBono.budget.invalid", { max: BUDGET_MAX_HOURS }) : message),
      ),
    [t],
  );
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: valuesOf(summary),
    onSubmit: async (values) => {
      const saved = await saveProBono(values);
      form.reset(valuesOf(saved));
      toast.success(t.t("proBono.saved"));
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.settingsForm}>
      <Toggle
        label={t.t("proBono.enabled.label")}
        description={t.t("proBono.enabled.description")}
        {...field("enabled", { tidy: false })}
      />
      <div className={own.budget}>
        <TextField
          label={t.t("proBono.budget.label")}
          hint={t.t("proBono.budget.hint", { saved: t.t("hours.monthly", { hours: tenthsOfHours(t, summary.probono_minutes) }) })}
          inputMode="decimal"
          placeholder="0"
          error={errorOf("probono_minutes")}
          {...field("probono_minutes")}
        />
      </div>
      <MonthFigures summary={summary} />
      <div className={styles.formActions}>
        <Button type="submit" busy={submitting} disabled={!dirty}>
          {t.t("proBono.save")}
        </Button>
      </div>
    </form>
  );
}

/** Pro bono and limits: GET and PUT /api/me/pro-bono, and this month's booked hours against the cap. */
export function ProBonoSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(availabilityMessages);
  const summary = useQuery(myProBonoQuery);
  return (
    <Panel aria-labelledby="pro-bono-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="pro-bono-title">{t.t("proBono.title")}</h2>
        <p>{t.t("proBono.text")}</p>
      </div>
      {summary.isPending ? (
        <p className={settingsPage.muted}>{t.t("proBono.loading")}</p>
      ) : summary.isError ? (
        <div className={styles.formActions}>
          <p className={settingsPage.muted}>{t.t("proBono.loadFailed")}</p>
          <Button onClick={() => void summary.refetch()}>{t.t("tryAgain")}</Button>
        </div>
      ) : (
        <ProBonoForm summary={summary.data} onDirtyChange={onDirtyChange} />
      )}
    </Panel>
  );
}
