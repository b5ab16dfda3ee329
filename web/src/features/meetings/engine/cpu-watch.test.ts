import { describe, expect, it, vi } from "vitest";
import { CPU_CALM_MS } from "@kora/shared/domain/meetings/cpu-load.ts";
import { CpuWatch, encoderCpuLimited, type PressureObserverFactory } from "./cpu-watch.ts";

/** A stand-in for the browser's PressureObserver: the test says the state, the watch hears it. */
function fakePressure(observe: () => Promise<void> = async () => {}) {
  let callback: ((records: { state: string }[]) => void) | null = null;
  const disconnect = vi.fn();
  const factory: PressureObserverFactory = (cb) => {
    callback = cb;
    return { observe: vi.fn(observe), disconnect };
  };
  return { factory, disconnect, report: (...states: string[]) => callback?.(states.map((state) => ({ state }))) };
}

function setup(pressureObserver: PressureObserverFactory | null) {
  let now = 1_000_000;
  const changes: boolean[] = [];
  const watch = new CpuWatch({ pressureObserver, onChange: (busy) => changes.push(busy), now: () => now });
  return { watch, changes, advance: (ms: number) => (now += ms) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("CpuWatch with the Compute Pressure API", () => {
  it("is busy on serious or critical pressure, and normal again after CPU_CALM_MS of nominal or fair", async () => {
    const pressure = fakePressure();
    const { watch, changes, advance } = setup(pressure.factory);
    watch.start();
    await flush();
    pressure.report("fair");
    expect(watch.busy).toBe(false);
    pressure.report("nominal", "critical"); // the last record is the state now
    expect(changes).toEqual([true]);
    pressure.report("serious");
    advance(1000);
    pressure.report("fair");
    advance(CPU_CALM_MS - 1);
    watch.sample(false);
    expect(watch.busy).toBe(true);
    advance(1);
    watch.sample(false);
    expect(changes).toEqual([true, false]);
  });

  it("ignores the encoders once the pressure reports, and ignores states it doesn't know", async () => {
    const pressure = fakePressure();
    const { watch, changes } = setup(pressure.factory);
    watch.start();
    watch.sample(true); // before observe() resolved: the encoders still count
    expect(changes).toEqual([true]);
    await flush(); // the pressure decides now: the encoders' last word is forgotten
    pressure.report("nominal");
    pressure.report("overheated");
    for (let i = 0; i < 10; i++) watch.sample(true);
    expect(watch.busy).toBe(true); // calm, waiting out CPU_CALM_MS
  });

  it("falls back to the encoders when observing is refused, and stop() forgets and disconnects", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = fakePressure(() => Promise.reject(new DOMException("policy", "NotAllowedError")));
    const { watch, changes } = setup(refused.factory);
    watch.start();
    await flush();
    watch.sample(true);
    expect(changes).toEqual([true]);

    const pressure = fakePressure();
    const second = setup(pressure.factory);
    second.watch.start();
    await flush();
    pressure.report("critical");
    second.watch.stop();
    expect(pressure.disconnect).toHaveBeenCalled();
    expect(second.changes).toEqual([true, false]);
    pressure.report("critical"); // a late record from the old observer
    expect(second.watch.busy).toBe(false);
  });
});

describe("CpuWatch without the Compute Pressure API", () => {
  it("follows the encoders' qualityLimitationReason with the same hysteresis", () => {
    const { watch, changes, advance } = setup(null);
    watch.start();
    watch.sample(false);
    watch.sample(true);
    advance(2000);
    watch.sample(false);
    advance(CPU_CALM_MS - 2000);
    watch.sample(false);
    expect(changes).toEqual([true]);
    advance(2000);
    watch.sample(false);
    expect(changes).toEqual([true, false]);
  });
});

describe("encoderCpuLimited", () => {
  it("reads outgoing video limited by the CPU, not bandwidth or audio", () => {
    const out = (kind: string, reason: string) => ({ type: "outbound-rtp", kind, qualityLimitationReason: reason });
    expect(encoderCpuLimited([out("video", "none"), out("video", "cpu")])).toBe(true);
    expect(encoderCpuLimited([out("video", "bandwidth"), out("audio", "cpu"), { type: "inbound-rtp", kind: "video" }])).toBe(false);
  });
});
