import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { createReconnector, isOutage, retryDelayMs, type ReconnectorDeps } from "./offline-retry.ts";

describe("retryDelayMs", () => {
  it("doubles from 1 s, jittered between half and all of the step", () => {
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 0.999999)).toBe(1000);
    expect(retryDelayMs(1, () => 0)).toBe(1000);
    expect(retryDelayMs(3, () => 0.5)).toBe(6000);
  });

  it("never exceeds a minute, however long the outage", () => {
    for (const attempt of [6, 7, 30, 1100, 1e9]) {
      const delay = retryDelayMs(attempt, () => 0.999999);
      expect(delay).toBeLessThanOrEqual(60_000);
      expect(delay).toBeGreaterThanOrEqual(30_000);
    }
  });

  it("treats nonsense attempts as the first and clamps a bad random source", () => {
    for (const attempt of [-1, Number.NaN, Number.NEGATIVE_INFINITY]) expect(retryDelayMs(attempt, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 7)).toBe(1000);
    expect(retryDelayMs(0, () => -3)).toBe(500);
  });

  it("spreads simultaneous retries instead of synchronising them", () => {
    const delays = new Set([0.1, 0.3, 0.5, 0.7, 0.9].map((r) => retryDelayMs(4, () => r)));
    expect(delays.size).toBe(5);
  });
});

describe("isOutage", () => {
  it("ignores only aborted loads (a newer navigation replaced them)", () => {
    expect(isOutage(-3)).toBe(false);
    for (const code of [-102, -105, -106, -118, -2, -324]) expect(isOutage(code)).toBe(true);
  });
});

describe("createReconnector", () => {
  const TARGET = "https://kora.example.com/my-kora/bookings";
  let deps: ReconnectorDeps & {
    showOffline: Mock<ReconnectorDeps["showOffline"]>;
    probe: Mock<ReconnectorDeps["probe"]>;
    load: Mock<ReconnectorDeps["load"]>;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    deps = {
      showOffline: vi.fn<ReconnectorDeps["showOffline"]>(),
      probe: vi.fn<ReconnectorDeps["probe"]>(async () => false),
      load: vi.fn<ReconnectorDeps["load"]>(),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      random: () => 1, // always the full step: 1 s, 2 s, 4 s …
    };
  });
  afterEach(() => vi.useRealTimers());

  it("shows the offline page, probes with growing delays, and loads the page once the server answers", async () => {
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "ERR_CONNECTION_REFUSED");
    expect(deps.showOffline).toHaveBeenLastCalledWith(1000, TARGET, "ERR_CONNECTION_REFUSED");

    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.probe).toHaveBeenCalledTimes(1);
    expect(deps.showOffline).toHaveBeenLastCalledWith(2000, TARGET, "ERR_CONNECTION_REFUSED");
    expect(deps.load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.probe).toHaveBeenCalledTimes(1);
    deps.probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.load).toHaveBeenCalledWith(TARGET);
    expect(deps.showOffline).toHaveBeenCalledTimes(2);
  });

  it("starts from the shortest delay again after the server answered", async () => {
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(deps.showOffline).toHaveBeenLastCalledWith(4000, TARGET, "x");
    reconnector.serverAnswered();
    reconnector.loadFailed(TARGET, "y");
    expect(deps.showOffline).toHaveBeenLastCalledWith(1000, TARGET, "y");
  });

  it("keeps one pending retry when failures pile up (e.g. the user presses Try now)", async () => {
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    reconnector.loadFailed(TARGET, "x");
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.probe).toHaveBeenCalledTimes(1);
  });

  it("does not load a page when the server answered while a probe was in flight", async () => {
    let answer: (up: boolean) => void = () => undefined;
    deps.probe.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    await vi.advanceTimersByTimeAsync(1000);
    reconnector.serverAnswered();
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ignores a probe overtaken by a newer failure, keeping a single retry pending", async () => {
    let answer: (up: boolean) => void = () => undefined;
    deps.probe.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    await vi.advanceTimersByTimeAsync(1000);
    reconnector.loadFailed(`${TARGET}/2`, "y"); // e.g. Try now on the offline page failed meanwhile
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    expect(deps.showOffline).toHaveBeenLastCalledWith(2000, `${TARGET}/2`, "y");
  });

  it("counts a probe that throws as the server still down", async () => {
    deps.probe.mockRejectedValue(new Error("boom"));
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.load).not.toHaveBeenCalled();
    expect(deps.showOffline).toHaveBeenLastCalledWith(2000, TARGET, "x");
  });

  it("retries at once on wake-up, but only while offline", async () => {
    const reconnector = createReconnector(deps);
    reconnector.retryNow();
    expect(vi.getTimerCount()).toBe(0);
    reconnector.loadFailed(TARGET, "x");
    await vi.advanceTimersByTimeAsync(1000 + 2000); // now waiting 4 s
    deps.probe.mockResolvedValue(true);
    reconnector.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.load).toHaveBeenCalledWith(TARGET);
  });

  it("stops for good", async () => {
    const reconnector = createReconnector(deps);
    reconnector.loadFailed(TARGET, "x");
    reconnector.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(deps.probe).not.toHaveBeenCalled();
  });
});
