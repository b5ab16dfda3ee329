import { describe, expect, it } from "vitest";
import { FrameAllowance } from "./frame-allowance.ts";

describe("FrameAllowance", () => {
  it("lets a burst through, then drops with one warning, and refills with time", () => {
    let now = 0;
    const allowance = new FrameAllowance(() => now, { burst: 3, perSecond: 10, closeAfterDropped: 100 });
    expect([allowance.take(), allowance.take(), allowance.take()]).toEqual(["ok", "ok", "ok"]);
    expect([allowance.take(), allowance.take()]).toEqual(["warn", "drop"]);
    now = 100; // one frame's worth
    expect([allowance.take(), allowance.take()]).toEqual(["ok", "warn"]);
    now = 10_000;
    expect([allowance.take(), allowance.take(), allowance.take(), allowance.take()]).toEqual(["ok", "ok", "ok", "warn"]);
  });

  it("asks to close a socket that keeps flooding", () => {
    const allowance = new FrameAllowance(() => 0, { burst: 1, perSecond: 1, closeAfterDropped: 5 });
    const verdicts = Array.from({ length: 6 }, () => allowance.take());
    expect(verdicts).toEqual(["ok", "warn", "drop", "drop", "drop", "close"]);
  });
});
