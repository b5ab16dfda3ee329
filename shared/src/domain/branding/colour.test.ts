import { describe, expect, it } from "vitest";
import { BLACK, contrastRatio, MIN_TEXT_CONTRAST, normaliseColour, relativeLuminance, textColourOn, WHITE } from "./colour.ts";

describe("normaliseColour", () => {
  it.each([
    ["#1A7F5A", "#1a7f5a"],
    [" #ffffff ", "#ffffff"],
    ["#000000", "#000000"],
    ["1a7f5a", null],
    ["#1a7f5", null],
    ["#1a7f5a0", null],
    ["#fff", null],
    ["#gg0000", null],
    ["red", null],
    ["", null],
    ["rgb(0,0,0)", null],
  ])("%j → %j", (input, expected) => {
    expect(normaliseColour(input)).toBe(expected);
  });
});

describe("contrast (WCAG 2)", () => {
  it.each([
    ["#000000", 0],
    ["#ffffff", 1],
    ["#808080", 0.2159],
    ["#ff0000", 0.2126],
  ])("luminance of %s is %d", (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 4);
  });

  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#ffffff", "#767676", 4.54],
  ])("%s on %s is %d : 1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it("refuses what is not a colour", () => {
    expect(() => relativeLuminance("blue")).toThrow();
  });
});

describe("textColourOn", () => {
  it.each([
    ["#000000", WHITE],
    ["#1a237e", WHITE],
    ["#1a7f5a", WHITE],
    ["#ffffff", BLACK],
    ["#ffeb3b", BLACK],
    ["#00ff00", BLACK],
    ["#777777", BLACK],
    ["#595959", WHITE],
  ])("on %s text is %s", (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });

  it("always reaches WCAG AA, over a sweep of every 17th shade", () => {
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, "0"));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const colour = `#${r}${g}${b}`;
          expect(contrastRatio(colour, textColourOn(colour))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
  });
});
