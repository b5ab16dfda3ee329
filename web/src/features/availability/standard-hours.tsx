import { useEffect, useMemo, useState } from "react";
import { gridToRules, rulesToGrid, type WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { HoursGrid } from "./hours-grid.tsx";
import { copyDay, emptyGrid, sameGrid, WEEKDAY_INDEXES, weeklyHours, type Grid } from "./grid-selection.ts";
import styles from "./availability.module.css";

/** Where the grid opens: an hour before the first working cell of the week, else 07:00. */
function firstCell(grid: Grid): number {
  const cells = grid.flatMap((row) => row.map((on, cell) => (on ? cell : 99)));
  const first = Math.min(...cells);
  return first === 99 ? 14 : Math.max(0, first - 2);
}

/**
 * A grid editor with its toolbar and Save. `saved` are the rules on the server; `onSave` stores new ones.
 * Reports unsaved changes so the page can ask before leaving.
 */
export function HoursEditor({
  saved,
  onSave,
  label,
  zoneText,
  onDirtyChange,
  saveLabel,
}: {
  saved: WorkingHoursRule[];
  onSave: (rules: WorkingHoursRule[]) => Promise<unknown>;
  label: string;
  zoneText: string;
  onDirtyChange: (dirty: boolean) => void;
  saveLabel?: string;
}) {
  const t = useT(availabilityMessages);
  const savedGrid = useMemo(() => rulesToGrid(saved), [saved]);
  const [grid, setGrid] = useState<Grid>(savedGrid);
  const [saving, setSaving] = useState(false);
  const dirty = !sameGrid(grid, savedGrid);
  const [scrollTo] = useState(() => firstCell(savedGrid));

  // A fresh copy from the server (after saving, or from another tab) replaces an unchanged grid.
  useEffect(() => setGrid(savedGrid), [savedGrid]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(gridToRules(grid));
    } catch {
      // The client has said what went wrong; the grid keeps the changes to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.editor}>
      <p className={styles.zone}>{zoneText}</p>
      <div className={styles.toolbar}>
        <Button size="small" variant="outline" onClick={() => setGrid(copyDay(grid, 0, WEEKDAY_INDEXES))}>
          {t.t("editor.copyWeekdays")}
        </Button>
        <Button size="small" variant="outline" onClick={() => setGrid(copyDay(grid, 0, [1, 2, 3, 4, 5, 6]))}>
          {t.t("editor.copyAll")}
        </Button>
        <Button size="small" variant="ghost" onClick={() => setGrid(emptyGrid())} disabled={weeklyHours(grid) === 0}>
          {t.t("editor.clear")}
        </Button>
      </div>
      <HoursGrid grid={grid} onChange={setGrid} label={label} scrollToCell={scrollTo} />
      <p className={styles.hint}>{t.t("editor.hint")}</p>
      <div className={styles.saveBar}>
        <span className={styles.total} aria-live="polite">
          {t.t("editor.weeklyHours", { hours: weeklyHours(grid) })}
          {dirty && <strong> {t.t("editor.unsaved")}</strong>}
        </span>
        <span className={styles.saveActions}>
          {dirty && (
            <Button variant="ghost" onClick={() => setGrid(savedGrid)} disabled={saving}>
              {t.t("editor.undo")}
            </Button>
          )}
          <Button onClick={() => void save()} busy={saving} disabled={!dirty}>
            {saveLabel ?? t.t("editor.save")}
          </Button>
        </span>
      </div>
    </div>
  );
}
