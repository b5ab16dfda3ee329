// biome-ignore-all lint/a11y/useFocusableInteractive: an ARIA grid keeps one roving tab stop on its cells; rows and headers are structure, never focused
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { CELL_MINUTES } from "@kora/shared/domain/availability/working-hours.ts";
import { type Locale, textDirection } from "@kora/shared/i18n/locales.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { gridKeyReducer, handlesKey, type GridKeyState } from "./grid-keyboard.ts";
import { edgeScrollSpeed, startStroke, strokeTo, type Cell, type Grid, type Stroke } from "./grid-selection.ts";
import styles from "./hours-grid.module.css";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const CELLS = Array.from({ length: 48 }, (_, i) => i);
/** Monday 1 January 2024, 00:00 UTC: the week the other languages' day names and clocks are read from. */
const A_MONDAY = Date.UTC(2024, 0, 1);

interface DayName {
  name: string;
  short: string;
}

/** The week's days, Monday first, whole and short ("Monday", "Mon"; "måndag", "mån" in Swedish). */
function dayNames(locale: Locale): DayName[] {
  if (locale === "en") return DAY_NAMES.map((name) => ({ name, short: name.slice(0, 3) }));
  const whole = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return DAY_NAMES.map((_, day) => ({ name: whole.format(A_MONDAY + day * 86_400_000), short: short.format(A_MONDAY + day * 86_400_000) }));
}

/** "9 am", "12 pm", "9:30 am" for the cell starting at `minute` after midnight ("09:30" in Swedish). */
export function clockLabel(minute: number, locale: Locale = "en"): string {
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(A_MONDAY + minute * 60_000);
  const hour = Math.floor(minute / 60) % 24;
  const mins = minute % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${mins ? `:${String(mins).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

const cellLabel = (t: Translator<KeyOf<typeof availabilityMessages>>, days: DayName[], day: number, cell: number) =>
  t.t("grid.cell", {
    day: days[day]?.name ?? "",
    from: clockLabel(cell * CELL_MINUTES, t.locale),
    to: clockLabel((cell + 1) * CELL_MINUTES, t.locale),
  });

/** Left and right are the other way round on a right-to-left page, where Monday is on the right. */
const MIRRORED: Record<string, string> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" };

function cellAt(target: EventTarget | Element | null): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>("[data-cell]") : null;
  if (!element) return null;
  return { day: Number(element.dataset.day), cell: Number(element.dataset.cell) };
}

/**
 * The 7-day × 48 half-hour editor (core §9). Drag to paint (starting on a chosen cell clears), or use it
 * as an ARIA grid from the keyboard (see grid-keyboard.ts). Controlled: `grid` in, `onChange` out.
 */
export function HoursGrid({
  grid,
  onChange,
  label,
  scrollToCell = 14,
}: {
  grid: Grid;
  onChange: (next: boolean[][]) => void;
  label: string;
  scrollToCell?: number;
}) {
  const t = useT(availabilityMessages);
  const days = useMemo(() => dayNames(t.locale), [t.locale]);
  const rtl = textDirection(t.locale) === "rtl";
  const scroller = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const stroke = useRef<{ stroke: Stroke; last: Cell; x: number; y: number; frame: number } | null>(null);
  const [keys, setKeys] = useState<Omit<GridKeyState, "grid">>({ focus: { day: 0, cell: scrollToCell }, extending: null });

  // Open on the working day (07:00 by default) rather than at midnight.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-row="${scrollToCell}"]`);
    if (box && row) box.scrollTop = row.offsetTop - (box.querySelector<HTMLElement>("[data-head]")?.offsetHeight ?? 0);
  }, [scrollToCell]);

  const focusCell = useCallback((cell: Cell) => {
    const element = scroller.current?.querySelector<HTMLElement>(`[data-day="${cell.day}"][data-cell="${cell.cell}"]`);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);

  /** Paints up to the cell under the pointer's last position (after a move or an auto-scroll). */
  const paintAtPointer = () => {
    const current = stroke.current;
    const box = scroller.current;
    if (!current || !box) return;
    // Past the visible edge of the grid, paint the edge cell under the pointer's column or row.
    const rect = box.getBoundingClientRect();
    const head = box.querySelector<HTMLElement>("[data-head]")?.offsetHeight ?? 0;
    const x = Math.min(Math.max(current.x, rect.left + 1), rect.right - 2);
    const y = Math.min(Math.max(current.y, Math.max(rect.top + head, 0) + 1), Math.min(rect.bottom, window.innerHeight) - 2);
    const cell = cellAt(document.elementFromPoint(x, y));
    if (!cell || (cell.day === current.last.day && cell.cell === current.last.cell)) return;
    current.last = cell;
    onChangeRef.current(strokeTo(current.stroke, cell));
  };

  // While a drag is held near the top or bottom of the visible grid, scroll the grid (or the page) on.
  const autoScroll = () => {
    const current = stroke.current;
    const box = scroller.current;
    if (!current || !box) return;
    const rect = box.getBoundingClientRect();
    const head = box.querySelector<HTMLElement>("[data-head]")?.offsetHeight ?? 0;
    const speed = edgeScrollSpeed(current.y, Math.max(rect.top + head, 0), Math.min(rect.bottom, window.innerHeight));
    if (speed !== 0) {
      const before = box.scrollTop;
      box.scrollTop += speed;
      if (box.scrollTop === before) window.scrollBy(0, speed);
      paintAtPointer();
    }
    current.frame = requestAnimationFrame(autoScroll);
  };

  useEffect(() => () => cancelAnimationFrame(stroke.current?.frame ?? 0), []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const cell = cellAt(event.target);
    if (!cell) return;
    event.preventDefault();
    const started = startStroke(grid, cell);
    stroke.current = { stroke: started, last: cell, x: event.clientX, y: event.clientY, frame: requestAnimationFrame(autoScroll) };
    onChange(strokeTo(started, cell));
    setKeys({ focus: cell, extending: null });
    focusCell(cell);
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = stroke.current;
    if (!current) return;
    current.x = event.clientX;
    current.y = event.clientY;
    paintAtPointer();
  };

  const endStroke = (event: PointerEvent<HTMLDivElement>) => {
    if (!stroke.current) return;
    cancelAnimationFrame(stroke.current.frame);
    stroke.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!handlesKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const key = rtl ? (MIRRORED[event.key] ?? event.key) : event.key;
    const next = gridKeyReducer({ grid, ...keys }, { key, shift: event.shiftKey });
    if (next.grid !== grid) onChange(next.grid.map((row) => [...row]));
    setKeys({ focus: next.focus, extending: next.extending });
    focusCell(next.focus);
  };

  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Shift") setKeys((current) => ({ ...current, extending: null }));
  };

  return (
    <div className={styles.scroller} ref={scroller}>
      <div
        role="grid"
        aria-label={label}
        aria-multiselectable="true"
        aria-rowcount={49}
        aria-colcount={8}
        className={styles.grid}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endStroke}
        onPointerCancel={endStroke}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        <div role="row" className={`${styles.row} ${styles.head}`} data-head aria-rowindex={1}>
          <span role="columnheader" className={styles.corner}>
            <span className={styles.visuallyHidden}>{t.t("grid.time")}</span>
          </span>
          {days.map(({ name, short }) => (
            <span key={name} role="columnheader" className={styles.dayHead} aria-label={name}>
              <abbr title={name}>{short}</abbr>
            </span>
          ))}
        </div>
        {CELLS.map((cell) => (
          <div key={cell} role="row" className={styles.row} data-row={cell} data-hour={cell % 2 === 0} aria-rowindex={cell + 2}>
            <span role="rowheader" className={styles.time} aria-label={clockLabel(cell * CELL_MINUTES, t.locale)}>
              {cell % 2 === 0 ? clockLabel(cell * CELL_MINUTES, t.locale) : ""}
            </span>
            {days.map(({ name }, day) => {
              const on = Boolean(grid[day]?.[cell]);
              const focused = keys.focus.day === day && keys.focus.cell === cell;
              return (
                <span
                  key={name}
                  role="gridcell"
                  className={styles.cell}
                  data-day={day}
                  data-cell={cell}
                  data-on={on}
                  data-above={on && Boolean(grid[day]?.[cell - 1])}
                  aria-selected={on}
                  aria-label={cellLabel(t, days, day, cell)}
                  tabIndex={focused ? 0 : -1}
                  onFocus={() => !focused && setKeys({ focus: { day, cell }, extending: null })}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
