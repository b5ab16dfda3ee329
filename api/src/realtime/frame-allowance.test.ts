import { describe, expect, it } from "vitest";
import { FRAME_ALLOWANCE, FrameAllowance, type FrameVerdict } from "./frame-allowance.ts";

/** A fake clock and an allowance on it, with the real limits unless told. */
function setup(limits?: ConstructorParameters<typeof FrameAllowance>[1]) {
  const clock = { now: 0 };
  return { clock, allowance: new FrameAllowance(() => clock.now, limits) };
}

/** Sends `perMs` frames each millisecond for `ms` milliseconds; returns the verdicts and when "close" came. */
function flood(clock: { now: number }, allowance: FrameAllowance, perMs: number, ms: number) {
  const verdicts: FrameVerdict[] = [];
  for (let step = 0; step < ms; step++, clock.now += 1) {
    for (let n = 0; n < perMs; n++) {
      const verdict = allowance.take();
      verdicts.push(verdict);
      if (verdict === "close") return { verdicts, closedAfter: verdicts.length, closedAtMs: clock.now };
    }
  }
  return { verdicts, closedAfter: null, closedAtMs: null };
}

describe("FrameAllowance", () => {
  it("lets a burst through, then drops with one warning, and refills with time", () => {
    const { clock, allowance } = setup({ burst: 3, perSecond: 10, closeAfterDropped: 100, droppedWindowMs: 60_000 });
    expect([allowance.take(), allowance.take(), allowance.take()]).toEqual(["ok", "ok", "ok"]);
    expect([allowance.take(), allowance.take()]).toEqual(["warn", "drop"]);
    clock.now = 100; // one frame's worth; the warning was given less than a second ago
    expect([allowance.take(), allowance.take()]).toEqual(["ok", "drop"]);
    clock.now = 10_000;
    expect([allowance.take(), allowance.take(), allowance.take(), allowance.take()]).toEqual(["ok", "ok", "ok", "warn"]);
  });

  it("closes the flood of the attack run — 64 frames a millisecond, so one frame gets through every 10 ms — within 1,500 frames", () => {
    const { clock, allowance } = setup();
    const { verdicts, closedAfter, closedAtMs } = flood(clock, allowance, 64, 3_000);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThanOrEqual(FRAME_ALLOWANCE.burst + FRAME_ALLOWANCE.closeAfterDropped + 100);
    expect(closedAtMs!).toBeLessThan(100);
    expect(verdicts.filter((v) => v === "warn")).toHaveLength(1);
  });

  it("closes a slower flood too: twice the allowance, kept up, is closed within the window", () => {
    const { clock, allowance } = setup();
    let closedAt: number | null = null;
    for (let frame = 0; closedAt === null && clock.now < FRAME_ALLOWANCE.droppedWindowMs; frame++) {
      clock.now = frame * (1000 / (2 * FRAME_ALLOWANCE.perSecond));
      if (allowance.take() === "close") closedAt = clock.now;
    }
    expect(closedAt).not.toBeNull();
  });

  it("never drops a socket that keeps to its allowance, however long, nor closes one that bursts now and then", () => {
    const steady = setup();
    for (let frame = 0; frame < 30_000; frame++) {
      steady.clock.now = frame * (1000 / FRAME_ALLOWANCE.perSecond);
      expect(steady.allowance.take()).toBe("ok");
    }
    const bursty = setup();
    for (let round = 0; round < 20; round++) {
      bursty.clock.now = round * 60_000; // a burst over the allowance each minute
      const verdicts = Array.from({ length: 500 }, () => bursty.allowance.take());
      expect(verdicts.filter((v) => v === "ok")).toHaveLength(FRAME_ALLOWANCE.burst);
      expect(verdicts).not.toContain("close");
    }
  });

  it("gives nothing back when the clock goes backwards", () => {
    const { clock, allowance } = setup({ burst: 2, perSecond: 1, closeAfterDropped: 3, droppedWindowMs: 60_000 });
    clock.now = 10_000;
    expect([allowance.take(), allowance.take(), allowance.take()]).toEqual(["ok", "ok", "warn"]);
    clock.now = 0;
    expect([allowance.take(), allowance.take()]).toEqual(["drop", "close"]);
  });
});
