import { describe, expect, it } from "vitest";
import { gridToRules, rulesToGrid } from "@kora/shared/domain/availability/working-hours.ts";
import {
  copyDay,
  edgeScrollSpeed,
  emptyGrid,
  paintRect,
  sameGrid,
  startStroke,
  strokeTo,
  toggleCell,
  WEEKDAY_INDEXES,
  weeklyHours,
} from "./grid-selection.ts";

const NINE = 18; // 09:00 cell
const FIVE_PM = 34; // 17:00 cell

describe("paintRect", () => {
  it("paints the rectangle between two cells in any order and leaves the input alone", () => {
    const grid = emptyGrid();
    const painted = paintRect(grid, { day: 2, cell: FIVE_PM - 1 }, { day: 0, cell: NINE }, true);
    expect(gridToRules(painted)).toEqual([
      { day: 1, startMinute: 540, endMinute: 1020 },
      { day: 2, startMinute: 540, endMinute: 1020 },
      { day: 3, startMinute: 540, endMinute: 1020 },
    ]);
    expect(weeklyHours(grid)).toBe(0);
  });
});

describe("a drag", () => {
  it("selects from an empty start cell, following the pointer back and forth", () => {
    const stroke = startStroke(emptyGrid(), { day: 0, cell: NINE });
    expect(stroke.value).toBe(true);
    const far = strokeTo(stroke, { day: 0, cell: NINE + 5 });
    expect(weeklyHours(far)).toBe(3);
    // Moving back shrinks the painted range: it is always anchor → current on the grid as it was.
    const back = strokeTo(stroke, { day: 0, cell: NINE + 1 });
    expect(gridToRules(back)).toEqual([{ day: 1, startMinute: 540, endMinute: 600 }]);
  });
  it("deselects when it starts on a chosen cell", () => {
    const grid = rulesToGrid([{ day: 1, startMinute: 540, endMinute: 1020 }]);
    const stroke = startStroke(grid, { day: 0, cell: NINE + 2 });
    expect(stroke.value).toBe(false);
    expect(gridToRules(strokeTo(stroke, { day: 0, cell: NINE + 3 }))).toEqual([
      { day: 1, startMinute: 540, endMinute: 600 },
      { day: 1, startMinute: 660, endMinute: 1020 },
    ]);
  });
  it("keeps a pointer that leaves the grid on its edge", () => {
    const stroke = startStroke(emptyGrid(), { day: 6, cell: 46 });
    expect(gridToRules(strokeTo(stroke, { day: 9, cell: 60 }))).toEqual([{ day: 7, startMinute: 1380, endMinute: 1440 }]);
  });
});

describe("helpers", () => {
  it("toggles one cell", () => {
    const once = toggleCell(emptyGrid(), { day: 4, cell: 0 });
    expect(gridToRules(once)).toEqual([{ day: 5, startMinute: 0, endMinute: 30 }]);
    expect(weeklyHours(toggleCell(once, { day: 4, cell: 0 }))).toBe(0);
  });
  it("copies Monday to the weekdays only", () => {
    const grid = rulesToGrid([
      { day: 1, startMinute: 540, endMinute: 1020 },
      { day: 6, startMinute: 600, endMinute: 720 },
    ]);
    const copied = copyDay(grid, 0, WEEKDAY_INDEXES);
    expect(gridToRules(copied).map((rule) => rule.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(weeklyHours(copied)).toBe(42);
  });
  it("compares grids by value", () => {
    expect(sameGrid(emptyGrid(), emptyGrid())).toBe(true);
    expect(sameGrid(emptyGrid(), toggleCell(emptyGrid(), { day: 0, cell: 0 }))).toBe(false);
  });
});

describe("edgeScrollSpeed", () => {
  it("scrolls faster the closer the pointer is to an edge, and not in the middle", () => {
    expect(edgeScrollSpeed(300, 100, 600)).toBe(0);
    expect(edgeScrollSpeed(590, 100, 600)).toBe(12);
    expect(edgeScrollSpeed(700, 100, 600)).toBe(16);
    expect(edgeScrollSpeed(110, 100, 600)).toBe(-12);
    expect(edgeScrollSpeed(0, 100, 600)).toBe(-16);
  });
  it("stays still when the visible part is too small to have a middle", () => {
    expect(edgeScrollSpeed(10, 0, 60)).toBe(0);
  });
});
