import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

const MINUTE = 60_000;

function limiter(start = 1_000_000) {
  let now = start;
  return { limiter: new RateLimiter(() => now), move: (ms: number) => (now += ms) };
}

const refused = (run: () => void) => {
  try {
    run();
    return false;
  } catch (error) {
    return (error as { code?: string }).code === "rate_limited";
  }
};

describe("RateLimiter", () => {
  it("takes `max` hits in the window, refuses the next, and takes more as the oldest leave it", () => {
    const { limiter: l, move } = limiter();
    for (let i = 0; i < 3; i++) {
      expect(refused(() => l.hit("a", 3, MINUTE))).toBe(false);
      move(10_000);
    }
    expect(refused(() => l.hit("a", 3, MINUTE))).toBe(true);
    // The first hit was 30 s ago: 30 s more and it has left the window, the other two haven't.
    move(30_001);
    expect(refused(() => l.hit("a", 3, MINUTE))).toBe(false);
    expect(refused(() => l.hit("a", 3, MINUTE))).toBe(true);
  });

  it("doesn't count a refused hit, and counts each key on its own", () => {
    const { limiter: l, move } = limiter();
    l.hit("a", 1, MINUTE);
    for (let i = 0; i < 5; i++) expect(refused(() => l.hit("a", 1, MINUTE))).toBe(true);
    expect(refused(() => l.hit("b", 1, MINUTE))).toBe(false);
    move(MINUTE + 1);
    expect(refused(() => l.hit("a", 1, MINUTE))).toBe(false);
  });

  it("keeps counting right when the clock is moved back", () => {
    const { limiter: l, move } = limiter();
    l.hit("a", 2, MINUTE);
    move(-5 * MINUTE);
    l.hit("a", 2, MINUTE);
    expect(refused(() => l.hit("a", 2, MINUTE))).toBe(true);
    move(2 * MINUTE);
    expect(refused(() => l.hit("a", 2, MINUTE))).toBe(false);
  });
});
