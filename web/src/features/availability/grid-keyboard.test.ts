import { describe, expect, it } from "vitest";
import { gridToRules } from "@kora/shared/domain/availability/working-hours.ts";
import { gridKeyReducer, handlesKey, type GridKeyState } from "./grid-keyboard.ts";
import { emptyGrid } from "./grid-selection.ts";

const start = (day = 0, cell = 18): GridKeyState => ({ grid: emptyGrid(), focus: { day, cell }, extending: null });
const press = (state: GridKeyState, ...keys: string[]) =>
  keys.reduce((s, key) => gridKeyReducer(s, key.startsWith("Shift+") ? { key: key.slice(6), shift: true } : { key, shift: false }), state);

describe("gridKeyReducer", () => {
  it("moves focus with the arrows, staying inside the grid", () => {
    expect(press(start(), "ArrowDown", "ArrowDown", "ArrowRight").focus).toEqual({ day: 1, cell: 20 });
    expect(press(start(0, 0), "ArrowUp", "ArrowLeft").focus).toEqual({ day: 0, cell: 0 });
    expect(press(start(6, 47), "ArrowDown", "ArrowRight").focus).toEqual({ day: 6, cell: 47 });
    expect(press(start(), "End").focus).toEqual({ day: 0, cell: 47 });
    expect(press(start(), "Home").focus).toEqual({ day: 0, cell: 0 });
    expect(press(start(), "PageDown").focus).toEqual({ day: 0, cell: 26 });
  });
  it("toggles the focused cell with Space or Enter", () => {
    const on = press(start(), " ");
    expect(gridToRules(on.grid)).toEqual([{ day: 1, startMinute: 540, endMinute: 570 }]);
    expect(gridToRules(press(on, "Enter").grid)).toEqual([]);
  });
  it("extends a chosen cell with Shift+arrows, and shrinks back", () => {
    const grown = press(start(), " ", "Shift+ArrowDown", "Shift+ArrowDown", "Shift+ArrowDown", "Shift+ArrowRight");
    expect(gridToRules(grown.grid)).toEqual([
      { day: 1, startMinute: 540, endMinute: 660 },
      { day: 2, startMinute: 540, endMinute: 660 },
    ]);
    const shrunk = press(grown, "Shift+ArrowLeft", "Shift+ArrowUp");
    expect(gridToRules(shrunk.grid)).toEqual([{ day: 1, startMinute: 540, endMinute: 630 }]);
  });
  it("clears with Shift+arrows from an empty cell, and a plain move ends the extension", () => {
    const chosen = press(start(), " ", "Shift+ArrowDown", "Shift+ArrowDown", "Shift+ArrowDown", "ArrowDown");
    expect(chosen.extending).toBeNull();
    const cleared = press(chosen, "Shift+ArrowUp", "Shift+ArrowUp");
    expect(gridToRules(cleared.grid)).toEqual([{ day: 1, startMinute: 540, endMinute: 600 }]);
  });
  it("ignores other keys and says which it handles", () => {
    const state = start();
    expect(gridKeyReducer(state, { key: "a", shift: false })).toBe(state);
    expect(handlesKey("ArrowUp")).toBe(true);
    expect(handlesKey("Tab")).toBe(false);
  });
});
