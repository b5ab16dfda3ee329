import { describe, expect, it } from "vitest";
import { initialSpeakerState, nextSpeaker, SPEAKER_RULES, type SpeakerState } from "./active-speaker.ts";

/** Feeds level frames 100 ms apart and returns the highlighted speaker after each. */
function run(frames: Record<string, number>[], start: SpeakerState = initialSpeakerState): (string | null)[] {
  let state = start;
  return frames.map((levels, i) => {
    state = nextSpeaker(state, new Map(Object.entries(levels)), 1000 + i * 100);
    return state.current;
  });
}

describe("nextSpeaker", () => {
  it("picks the loudest voice above the threshold at once from silence", () => {
    expect(
      run([
        { a: 0.05, b: 0.02 },
        { a: 0.4, b: 0.2 },
      ]),
    ).toEqual([null, "a"]);
  });

  it("keeps the speaker through a short pause, then lets the highlight go", () => {
    const frames = [{ a: 0.5 }, ...Array.from({ length: 20 }, () => ({ a: 0 }))];
    const speakers = run(frames);
    const silentFor = (i: number) => (i - 0) * 100;
    for (const [i, speaker] of speakers.entries()) expect(speaker).toBe(silentFor(i) < SPEAKER_RULES.silenceMs ? "a" : null);
  });

  it("hands over only after the challenger stays louder for the hold time", () => {
    const frames = [{ a: 0.5, b: 0 }, ...Array.from({ length: 8 }, () => ({ a: 0.3, b: 0.6 }))];
    expect(run(frames)).toEqual(["a", "a", "a", "a", "a", "a", "a", "b", "b"]);
  });

  it("does not flicker when two voices are about as loud", () => {
    const frames = Array.from({ length: 20 }, (_, i) => (i % 2 ? { a: 0.5, b: 0.53 } : { a: 0.52, b: 0.5 }));
    expect(new Set(run(frames))).toEqual(new Set(["a"]));
  });

  it("restarts the hold when the challenger changes", () => {
    const frames: Record<string, number>[] = [{ a: 0.5 }, { a: 0.2, b: 0.6 }, { a: 0.2, c: 0.7 }, { a: 0.2, b: 0.6 }, { a: 0.2, b: 0.6 }];
    expect(run(frames)).toEqual(["a", "a", "a", "a", "a"]);
  });

  it("moves on at once when the speaker is gone from the room", () => {
    const state = nextSpeaker(initialSpeakerState, new Map([["a", 0.5]]), 0);
    expect(nextSpeaker(state, new Map([["b", 0.3]]), 100).current).toBe("b");
  });
});
