import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { proBonoBudgetField, type ProBonoSummary } from "@kora/shared/contracts/pro-bono.ts";
import { formatHoursTenths, formatMonth, formatProBonoHours } from "@kora/shared/domain/money/pro-bono.ts";
import { formUpdatedToast } from "@kora/shared/messages.ts";
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
  const month = formatMonth(summary.month).split(" ")[0];
  const allowance = summary.used_minutes + summary.remaining_minutes;
  const cap = summary.consultation_cap_hours;
  return (
    <dl className={own.stats} aria-label={`Your figures for ${formatMonth(summary.month)}`}>
      <div className={own.stat}>
        <dt>Pro bono left in {month}</dt>
        <dd>
          {summary.enabled ? formatHoursTenths(summary.remaining_minutes) : "Off"}
          <small>
            {formatHoursTenths(summary.used_minutes)} used of {formatHoursTenths(allowance)}
          </small>
        </dd>
      </div>
      <div className={own.stat}>
        <dt>Booked in {month}</dt>
        <dd>
          {formatHoursTenths(summary.booked_minutes_this_month)}
          <small>
            {cap === null ? "No monthly hours limit" : `Monthly limit ${cap} ${cap === 1 ? "hour" : "hours"}, pro bono included`}
          </small>
        </dd>
      </div>
      {summary.invite_credit_minutes > 0 && (
        <div className={own.stat}>
          <dt>Credit from invites</dt>
          <dd>
            {formatHoursTenths(summary.invite_credit_minutes)}
            <small>Used once a month's pro bono time runs out</small>
          </dd>
        </div>
      )}
    </dl>
  );
}

function ProBonoForm({ summary, onDirtyChange }: { summary: ProBonoSummary; onDirtyChange: (dirty: boolean) => void }) {
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: proBonoFormSchema,
    defaultValues: valuesOf(summary),
    onSubmit: async (values) => {
      const saved = await saveProBono(values);
      form.reset(valuesOf(saved));
      toast.success(formUpdatedToast("pro bono settings"));
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.settingsForm}>
      <Toggle
        label="Offer pro bono sessions"
        description="On your cards marked Pro bono, learners can use your pro bono time: the session is free, with no admin fee."
        {...field("enabled", { tidy: false })}
      />
      <div className={own.budget}>
        <TextField
          label="Pro bono hours a month"
          hint={`In half hours, up to 100. Saved: ${formatProBonoHours(summary.probono_minutes)}.`}
          inputMode="decimal"
          placeholder="0"
          error={errorOf("probono_minutes")}
          {...field("probono_minutes")}
        />
      </div>
      <MonthFigures summary={summary} />
      <div className={styles.formActions}>
        <Button type="submit" busy={submitting} disabled={!dirty}>
          Save pro bono settings
        </Button>
      </div>
    </form>
  );
}

/** Pro bono and limits: GET and PUT /api/me/pro-bono, and this month's booked hours against the cap. */
export function ProBonoSettings({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const summary = useQuery(myProBonoQuery);
  return (
    <Panel aria-labelledby="pro-bono-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="pro-bono-title">Pro bono and limits</h2>
        <p>Give some of your time free of charge each month. The monthly hours limit above counts these sessions too.</p>
      </div>
      {summary.isPending ? (
        <p className={settingsPage.muted}>Loading your pro bono settings…</p>
      ) : summary.isError ? (
        <div className={styles.formActions}>
          <p className={settingsPage.muted}>Your pro bono settings could not be loaded.</p>
          <Button onClick={() => void summary.refetch()}>Try again</Button>
        </div>
      ) : (
        <ProBonoForm summary={summary.data} onDirtyChange={onDirtyChange} />
      )}
    </Panel>
  );
}
