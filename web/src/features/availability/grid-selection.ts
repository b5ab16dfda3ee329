import { CELLS_PER_DAY, DAYS_PER_WEEK } from "@kora/shared/domain/availability/working-hours.ts";

/**
 * Editing the 7 × 48 working-hours grid (core §9): row index = day (0 = Monday), column = half-hour cell
 * (0 = 00:00–00:30). Pure: every function returns a new grid and never changes its input.
 */
export type Grid = readonly (readonly boolean[])[];

/** A cell of the grid: `day` 0–6 (Monday first), `cell` 0–47. */
export interface Cell {
  day: number;
  cell: number;
}

export const emptyGrid = (): boolean[][] => Array.from({ length: DAYS_PER_WEEK }, () => Array<boolean>(CELLS_PER_DAY).fill(false));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const clampCell = ({ day, cell }: Cell): Cell => ({
  day: clamp(day, 0, DAYS_PER_WEEK - 1),
  cell: clamp(cell, 0, CELLS_PER_DAY - 1),
});

/** Sets every cell of the rectangle spanned by `a` and `b` (inclusive, any order) to `value`. */
export function paintRect(grid: Grid, a: Cell, b: Cell, value: boolean): boolean[][] {
  const [d0, d1] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [c0, c1] = [Math.min(a.cell, b.cell), Math.max(a.cell, b.cell)];
  return grid.map((row, day) => (day < d0 || day > d1 ? [...row] : row.map((on, cell) => (cell >= c0 && cell <= c1 ? value : on))));
}

/**
 * A drag (or a Shift+arrow extension): it paints one value — the opposite of the start cell's, so dragging
 * from a chosen cell clears — over the rectangle from where it started, on the grid as it was then.
 */
export interface Stroke {
  base: Grid;
  anchor: Cell;
  value: boolean;
}

export const startStroke = (grid: Grid, anchor: Cell): Stroke => ({ base: grid, anchor, value: !grid[anchor.day]?.[anchor.cell] });
export const strokeTo = (stroke: Stroke, to: Cell): boolean[][] => paintRect(stroke.base, stroke.anchor, clampCell(to), stroke.value);

export const toggleCell = (grid: Grid, cell: Cell): boolean[][] => paintRect(grid, cell, cell, !grid[cell.day]?.[cell.cell]);

/** Copies one day's cells onto other days ("Copy Monday to weekdays"). */
export function copyDay(grid: Grid, from: number, to: readonly number[]): boolean[][] {
  const source = grid[from] ?? [];
  return grid.map((row, day) => (to.includes(day) && day !== from ? [...source] : [...row]));
}

export const WEEKDAY_INDEXES = [0, 1, 2, 3, 4] as const;

export const sameGrid = (a: Grid, b: Grid) =>
  a.length === b.length && a.every((row, day) => row.length === b[day]?.length && row.every((on, cell) => on === b[day]![cell]));

/** Hours chosen in the week (each cell is half an hour). */
export const weeklyHours = (grid: Grid) => grid.reduce((sum, row) => sum + row.filter(Boolean).length, 0) / 2;

/**
 * Auto-scroll speed while dragging near an edge of the visible part of the grid: pixels per frame, negative
 * upwards, growing as the pointer nears (or passes) the edge; 0 away from the edges.
 */
export function edgeScrollSpeed(y: number, top: number, bottom: number, zone = 40, max = 16): number {
  if (bottom - top <= zone * 2) return 0;
  if (y < top + zone) return -Math.ceil(max * Math.min(1, (top + zone - y) / zone));
  if (y > bottom - zone) return Math.ceil(max * Math.min(1, (y - (bottom - zone)) / zone));
  return 0;
}
