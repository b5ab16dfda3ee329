import { describe, expect, it } from "vitest";
import { fitGrid } from "./grid-fit.ts";

describe("fitGrid", () => {
  it.each([
    // count, box, expected columns × rows
    [1, [1280, 720], [1, 1]],
    [2, [1280, 720], [2, 1]],
    [2, [375, 640], [1, 2]],
    [4, [1280, 720], [2, 2]],
    [5, [1280, 720], [3, 2]],
    [3, [375, 640], [1, 3]],
    [10, [1280, 720], [4, 3]],
  ] as const)("%i tiles in %j → %j", (count, [width, height], [columns, rows]) => {
    const fit = fitGrid(count, width, height);
    expect([fit.columns, fit.rows]).toEqual([columns, rows]);
    expect(fit.width * fit.columns + 8 * (fit.columns - 1)).toBeLessThanOrEqual(width);
    expect(fit.height * fit.rows + 8 * (fit.rows - 1)).toBeLessThanOrEqual(height);
  });

  it("keeps the aspect ratio and is empty for nothing to show", () => {
    const fit = fitGrid(1, 1000, 1000);
    expect(fit.width / fit.height).toBeCloseTo(16 / 9, 1);
    expect(fitGrid(0, 800, 600)).toEqual({ columns: 1, rows: 1, width: 0, height: 0 });
    expect(fitGrid(3, 0, 600).width).toBe(0);
  });
});
