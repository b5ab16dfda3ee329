import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
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
  const cardTitle = (id: string | null) => (id ? (cards.find((card) => card.id === id)?.title ?? "One card") : "All cards");

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const range = dateRangeToUtc(draft.from, draft.to || draft.from, timezone, today);
    if (!range.ok) {
      fieldErrors.report({ [range.field]: range.message });
      return;
    }
    // An over-long note says so under its field as it's typed; nothing goes until it's shortened.
    const noteProblem = tooLong(draft.note, TEXT_LIMITS.note);
    if (noteProblem) {
      toast.error(noteProblem);
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
      toast.success(`Added ${describeRange(range.startsAtUtc, range.endsAtUtc, timezone)}.`);
      setDraft(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fields) {
        fieldErrors.report({ to: Object.values(error.fields)[0]?.[0] ?? error.message });
      } else if (!isApiError(error) || !error.toasted)
        toast.error(isApiError(error) ? error.message : "That didn't work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setRemoving(null);
    try {
      await deleteUnavailable(id);
      toast.success("Removed. Those days are bookable again.");
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error("That didn't work. Please try again.");
    }
  };

  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
    if (key === "from" || key === "to") fieldErrors.clear(key);
  };

  return (
    <Panel aria-labelledby="unavailable-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="unavailable-title">Days off</h2>
        <p>
          Holidays or leave: nobody can book you on these days. Dates are in your zone, {timezone}; leave the last day empty for a single
          day.
        </p>
      </div>
      <form onSubmit={(event) => void add(event)} noValidate className={styles.rangeForm}>
        <FieldRow>
          <TextField
            id="unavailable-from"
            label="First day"
            type="date"
            min={today}
            value={draft.from}
            onChange={set("from")}
            error={errors.from}
          />
          <TextField
            id="unavailable-to"
            label="Last day"
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
            label="Note (only you see it)"
            limit={TEXT_LIMITS.note}
            value={draft.note}
            onChange={set("note")}
            placeholder="e.g. Family holiday"
          />
          <SelectField label="Applies to" value={draft.cardId} onChange={set("cardId")}>
            <option value="">All cards</option>
            {cards.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        <div className={styles.formActions}>
          <Button type="submit" busy={busy}>
            Add days off
          </Button>
        </div>
      </form>
      {ranges.isPending ? (
        <p className={settingsPage.muted}>Loading your days off…</p>
      ) : ranges.isError ? (
        <p className={settingsPage.muted}>Your days off could not be loaded.</p>
      ) : upcoming.length === 0 ? (
        <p className={settingsPage.muted}>No days off coming up.</p>
      ) : (
        <ul className={styles.ranges} aria-label="Upcoming days off">
          {upcoming.map((range) => (
            <li key={range.id}>
              <div className="stack-tight">
                <strong>{describeRange(range.startsAtUtc, range.endsAtUtc, timezone)}</strong>
                <span>
                  {cardTitle(range.cardId)}
                  {range.note && ` · ${range.note}`}
                </span>
              </div>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setRemoving(range.id)}
                aria-label={`Remove ${describeRange(range.startsAtUtc, range.endsAtUtc, timezone)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove these days off?"
        message="Learners will be able to book you on these days again."
        confirmLabel="Remove"
        cancelLabel="Keep"
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Panel>
  );
}
