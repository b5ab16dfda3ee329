import { describe, expect, it } from "vitest";
import { levelFromSamples, quantizeLevel } from "./audio-level.ts";

const tone = (amplitude: number) => Float32Array.from({ length: 1024 }, (_, i) => amplitude * Math.sin((i / 1024) * Math.PI * 40));

describe("levelFromSamples", () => {
  it("is 0 for silence and no samples", () => {
    expect(levelFromSamples(new Float32Array(512))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
  });

  it("grows with loudness on a decibel scale and stays within 0..1", () => {
    const quiet = levelFromSamples(tone(0.003));
    const speech = levelFromSamples(tone(0.05));
    const loud = levelFromSamples(tone(1));
    expect(quiet).toBeLessThan(0.2);
    expect(speech).toBeGreaterThan(0.4);
    expect(speech).toBeLessThan(0.9);
    expect(loud).toBe(1);
  });
});

describe("quantizeLevel", () => {
  it("snaps to steps of 0.05 and clamps", () => {
    expect(quantizeLevel(0.42)).toBe(0.4);
    expect(quantizeLevel(0.43)).toBe(0.45);
    expect(quantizeLevel(-1)).toBe(0);
    expect(quantizeLevel(3)).toBe(1);
  });
});
