import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField, TextField } from "../../ui/text-field.tsx";
import { addUnavailable, deleteUnavailable, unavailableQuery } from "./availability.client.ts";
import { dateRangeToUtc, describeRange, todayIn } from "./date-range.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";
import { focusField, useFieldErrors } from "../../ui/field-errors.tsx";

interface Draft {
  from: string;
  to: string;
  note: string;
  cardId: string;
}
const RANGE_FIELDS = ["from", "to"] as const;
const locateRangeField = (field: (typeof RANGE_FIELDS)[number]) => document.getElementById(`unavailable-${field}`);
const EMPTY: Draft = { from: "", to: "", note: "", cardId: "" };

/**
 * Days off (holidays, leave): whole days in the advisor's zone, for every card or one. Stored as UTC ranges;
 * ranges already over are not listed.
 */
export function UnavailableTimes({ timezone, cards }: { timezone: string; cards: CardSummary[] }) {
  const t = useT(availabilityMessages);
  const ranges = useQuery(unavailableQuery);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const fieldErrors = useFieldErrors(RANGE_FIELDS, locateRangeField);
  const { errors } = fieldErrors;
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const today = todayIn(timezone, Date.now());
  const now = Date.now();
  const upcoming = (ranges.data ?? [])
    .filter((range) => Date.parse(range.endsAtUtc) > now)
    .sort((a, b) => a.startsAtUtc.localeCompare(b.startsAtUtc));
  const cardTitle = (id: string | null) =>
    id ? (cards.find((card) => card.id === id)?.title ?? t.t("daysOff.oneCard")) : t.t("daysOff.allCards");
  const describe = (range: { startsAtUtc: string; endsAtUtc: string }) =>
    describeRange(range.startsAtUtc, range.endsAtUtc, timezone, t.locale);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const range = dateRangeToUtc(draft.from, draft.to || draft.from, timezone, today);
    if (!range.ok) {
      fieldErrors.report({ [range.field]: t.t(`range.${range.problem}`) });
      return;
    }
    // An over-long note says so under its field as it's typed; nothing goes until it's shortened.
    const noteProblem = tooLong(draft.note, TEXT_LIMITS.note);
    if (noteProblem) {
      toast.error(t.t("daysOff.note.tooLong", { max: String(TEXT_LIMITS.note.max) }));
      focusField(document.getElementById("unavailable-note"));
      return;
    }
    fieldErrors.set({});
    setBusy(true);
    try {
      await addUnavailable({
        startsAtUtc: range.startsAtUtc,
        endsAtUtc: range.endsAtUtc,
        note: draft.note.trim(),
        cardId: draft.cardId || null,
      });
      toast.success(t.t("daysOff.added", { range: describe(range) }));
      setDraft(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fields) {
        fieldErrors.report({ to: Object.values(error.fields)[0]?.[0] ?? error.message });
      } else if (!isApiError(error) || !error.toasted) toast.error(isApiError(error) ? error.message : t.t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setRemoving(null);
    try {
      await deleteUnavailable(id);
      toast.success(t.t("daysOff.removed"));
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error(t.t("failed"));
    }
  };

  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
    if (key === "from" || key === "to") fieldErrors.clear(key);
  };

  return (
    <Panel aria-labelledby="unavailable-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="unavailable-title">{t.t("daysOff.title")}</h2>
        <p>{t.t("daysOff.text", { zone: timezone })}</p>
      </div>
      <form onSubmit={(event) => void add(event)} noValidate className={styles.rangeForm}>
        <FieldRow>
          <TextField
            id="unavailable-from"
            label={t.t("daysOff.first")}
            type="date"
            min={today}
            value={draft.from}
            onChange={set("from")}
            error={errors.from}
          />
          <TextField
            id="unavailable-to"
            label={t.t("daysOff.last")}
            type="date"
            min={draft.from || today}
            value={draft.to}
            onChange={set("to")}
            error={errors.to}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            id="unavailable-note"
            label={t.t("daysOff.note")}
            limit={TEXT_LIMITS.note}
            value={draft.note}
            onChange={set("note")}
            placeholder={t.t("daysOff.note.placeholder")}
          />
          <SelectField label={t.t("daysOff.appliesTo")} value={draft.cardId} onChange={set("cardId")}>
            <option value="">{t.t("daysOff.allCards")}</option>
            {cards.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        <div className={styles.formActions}>
          <Button type="submit" busy={busy}>
            {t.t("daysOff.add")}
          </Button>
        </div>
      </form>
      {ranges.isPending ? (
        <p className={settingsPage.muted}>{t.t("daysOff.loading")}</p>
      ) : ranges.isError ? (
        <p className={settingsPage.muted}>{t.t("daysOff.loadFailed")}</p>
      ) : upcoming.length === 0 ? (
        <p className={settingsPage.muted}>{t.t("daysOff.none")}</p>
      ) : (
        <ul className={styles.ranges} aria-label={t.t("daysOff.upcoming")}>
          {upcoming.map((range) => (
            <li key={range.id}>
              <div className="stack-tight">
                <strong>{describe(range)}</strong>
                <span>
                  {cardTitle(range.cardId)}
                  {range.note && ` · ${range.note}`}
                </span>
              </div>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setRemoving(range.id)}
                aria-label={t.t("daysOff.remove", { range: describe(range) })}
              >
                {t.t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.t("daysOff.confirm.title")}
        message={t.t("daysOff.confirm.message")}
        confirmLabel={t.t("remove")}
        cancelLabel={t.t("daysOff.confirm.keep")}
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
