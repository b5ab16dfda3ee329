import { CELLS_PER_DAY } from "@kora/shared/domain/availability/working-hours.ts";
import { clampCell, startStroke, strokeTo, toggleCell, type Cell, type Grid, type Stroke } from "./grid-selection.ts";

/**
 * Keyboard use of the working-hours grid (role="grid"): arrows move focus (Up/Down by half an hour,
 * Left/Right by day), Home/End go to the day's first or last cell, PageUp/PageDown move 4 hours, Space or
 * Enter toggles the focused cell, and Shift+arrows extend the focused cell's state over the range, like a drag.
 */
export interface GridKeyState {
  grid: Grid;
  focus: Cell;
  /** Set while Shift+arrows extend from a cell; cleared by any plain key. */
  extending: { stroke: Stroke } | null;
}

export type GridKey = { key: string; shift: boolean };

const MOVES: Record<string, (focus: Cell) => Cell> = {
  ArrowUp: ({ day, cell }) => ({ day, cell: cell - 1 }),
  ArrowDown: ({ day, cell }) => ({ day, cell: cell + 1 }),
  ArrowLeft: ({ day, cell }) => ({ day: day - 1, cell }),
  ArrowRight: ({ day, cell }) => ({ day: day + 1, cell }),
  Home: ({ day }) => ({ day, cell: 0 }),
  End: ({ day }) => ({ day, cell: CELLS_PER_DAY - 1 }),
  PageUp: ({ day, cell }) => ({ day, cell: cell - 8 }),
  PageDown: ({ day, cell }) => ({ day, cell: cell + 8 }),
};

/** Keys this reducer answers (the component prevents their default scrolling). */
export const handlesKey = (key: string) => key in MOVES || key === " " || key === "Enter";

/** The next state for a key; the same object when the key means nothing here. */
export function gridKeyReducer(state: GridKeyState, { key, shift }: GridKey): GridKeyState {
  if (key === " " || key === "Enter") return { grid: toggleCell(state.grid, state.focus), focus: state.focus, extending: null };
  const move = MOVES[key];
  if (!move) return state;
  const focus = clampCell(move(state.focus));
  if (!shift) return { grid: state.grid, focus, extending: null };
  // The extension paints the anchor's current state, so Space then Shift+Down grows a selection.
  const stroke = state.extending?.stroke ?? {
    ...startStroke(state.grid, state.focus),
    value: Boolean(state.grid[state.focus.day]?.[state.focus.cell]),
  };
  return { grid: strokeTo(stroke, focus), focus, extending: { stroke } };
}
