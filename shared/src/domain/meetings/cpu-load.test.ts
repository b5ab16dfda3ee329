import { describe, expect, it } from "vitest";
import {
  CPU_BUSY_AT,
  CPU_CALM_BELOW,
  CPU_CALM_MS,
  encoderLoad,
  initialCpuLoad,
  observeCpuLoad,
  PRESSURE_LOAD,
  type CpuLoadSource,
  type CpuLoadState,
} from "./cpu-load.ts";
import { MEETING_SETTINGS } from "./rules.ts";

type Step = [at: number, source: CpuLoadSource | null, load: number, busy: boolean];

/** Feeds the steps in order and checks the decision after each. */
function run(steps: Step[], start: CpuLoadState = initialCpuLoad): CpuLoadState {
  let state = start;
  for (const [at, source, load, busy] of steps) {
    state = observeCpuLoad(state, source ? { source, load } : null, at);
    expect(state.busy, `at ${at} ms after ${source ?? "time"} ${load}`).toBe(busy);
  }
  return state;
}

describe("the CPU threshold (public-site §3 CPUThreshold 90)", () => {
  it("is the setting, and serious or critical pressure reaches it while fair does not come near", () => {
    expect(CPU_BUSY_AT).toBe(MEETING_SETTINGS.CPUThreshold);
    expect(PRESSURE_LOAD.serious).toBeGreaterThanOrEqual(CPU_BUSY_AT);
    expect(PRESSURE_LOAD.critical).toBeGreaterThanOrEqual(CPU_BUSY_AT);
    expect(PRESSURE_LOAD.fair).toBeLessThan(CPU_CALM_BELOW);
    expect(PRESSURE_LOAD.nominal).toBeLessThan(CPU_CALM_BELOW);
    expect(encoderLoad(true)).toBeGreaterThanOrEqual(CPU_BUSY_AT);
    expect(encoderLoad(false)).toBeLessThan(CPU_CALM_BELOW);
  });
});

describe("observeCpuLoad", () => {
  it("turns busy at the threshold, not just below it", () => {
    run([
      [0, "pressure", 89, false],
      [1000, "pressure", 90, true],
    ]);
  });

  it("comes back to normal only after CPU_CALM_MS below CPU_CALM_BELOW in a row", () => {
    run([
      [0, "pressure", PRESSURE_LOAD.critical, true],
      [1000, "pressure", PRESSURE_LOAD.nominal, true],
      [1000 + CPU_CALM_MS - 1, null, 0, true],
      [1000 + CPU_CALM_MS, null, 0, false],
    ]);
  });

  it("restarts the wait on a load between calm and busy, and on a new busy sample", () => {
    run([
      [0, "pressure", 95, true],
      [1000, "pressure", PRESSURE_LOAD.fair, true],
      [6000, "pressure", 80, true], // not calm: the wait starts again
      [7000, "pressure", PRESSURE_LOAD.fair, true],
      [7000 + CPU_CALM_MS - 1, null, 0, true],
      [7000 + CPU_CALM_MS, null, 0, false],
      [20_000, "pressure", PRESSURE_LOAD.serious, true],
      [21_000, "pressure", PRESSURE_LOAD.nominal, true],
      [25_000, "pressure", PRESSURE_LOAD.critical, true],
      [26_000, "pressure", PRESSURE_LOAD.nominal, true],
      [26_000 + CPU_CALM_MS - 1, null, 0, true],
    ]);
  });

  it("stays normal between the calm line and the threshold when it was not busy", () => {
    run([
      [0, "pressure", 80, false],
      [5000, "pressure", 89, false],
    ]);
  });

  it("is busy while any source is, and calm only when all are", () => {
    const state = run([
      [0, "encoder", encoderLoad(true), true],
      [500, "pressure", PRESSURE_LOAD.nominal, true],
      [2000, "encoder", encoderLoad(false), true],
      [2000 + CPU_CALM_MS, "encoder", encoderLoad(false), false],
    ]);
    expect(state.loads).toEqual({ encoder: 0, pressure: PRESSURE_LOAD.nominal });
    run(
      [
        [0, "pressure", PRESSURE_LOAD.nominal, false],
        [1000, "encoder", encoderLoad(true), true],
        [3000, "pressure", PRESSURE_LOAD.nominal, true], // the encoder's last word still counts
        [3000 + CPU_CALM_MS, null, 0, true],
      ],
      { busy: false, loads: {}, calmSince: null },
    );
  });

  it("time passing without samples changes nothing while normal", () => {
    expect(observeCpuLoad(initialCpuLoad, null, 60_000)).toEqual(initialCpuLoad);
  });
});
