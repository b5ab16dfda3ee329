import { describe, expect, it } from "vitest";
import { type CapChunk, planEviction } from "./cache-cap.ts";

const chunk = (recordingId: string, seq: number, size = 100): CapChunk => ({ recordingId, seq, offset: seq * size, size });

describe("planEviction", () => {
  it("deletes nothing under the cap", () => {
    expect(planEviction([{ id: "a", uploaded: true, confirmedOffset: 200 }], [chunk("a", 0), chunk("a", 1)], 200)).toEqual({
      evict: [],
      bytesAfter: 200,
      overLimit: false,
    });
  });

  it("takes uploaded recordings oldest first, then the confirmed head of unfinished ones, and stops at the cap", () => {
    const recordings = [
      { id: "live-old", uploaded: false, confirmedOffset: 150 },
      { id: "done-old", uploaded: true, confirmedOffset: 200 },
      { id: "done-new", uploaded: true, confirmedOffset: 200 },
    ];
    const chunks = [
      chunk("done-new", 1),
      chunk("live-old", 1),
      chunk("done-old", 0),
      chunk("done-new", 0),
      chunk("live-old", 0),
      chunk("done-old", 1),
    ];
    const plan = planEviction(recordings, chunks, 100);
    expect(plan.evict.map((c) => `${c.recordingId}#${c.seq}`)).toEqual([
      "done-old#0",
      "done-old#1",
      "done-new#0",
      "done-new#1",
      "live-old#0",
    ]);
    expect(plan).toMatchObject({ bytesAfter: 100, overLimit: false });
  });

  it("never picks a chunk past the confirmed offset, even a later one, and reports over the limit", () => {
    const plan = planEviction(
      [{ id: "live", uploaded: false, confirmedOffset: 250 }],
      [0, 1, 2, 3].map((seq) => chunk("live", seq)),
      50,
    );
    expect(plan.evict.map((c) => c.seq)).toEqual([0, 1]);
    expect(plan).toMatchObject({ bytesAfter: 200, overLimit: true });
  });
});
