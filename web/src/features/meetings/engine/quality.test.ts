import { describe, expect, it } from "vitest";
import { classifyQuality, metricsBetween, readStatsSample, type StatsSample } from "./quality.ts";

const entries = [
  { type: "inbound-rtp", id: "v", kind: "video", packetsReceived: 900, packetsLost: 10, bytesReceived: 500_000, framesPerSecond: 29 },
  { type: "inbound-rtp", id: "a", kind: "audio", packetsReceived: 100, packetsLost: 0, audioLevel: 0.3 },
  { type: "candidate-pair", id: "p1", nominated: true, state: "succeeded", currentRoundTripTime: 0.5 },
  { type: "candidate-pair", id: "p2", nominated: true, state: "succeeded", currentRoundTripTime: 0.042 },
  { type: "transport", id: "t", selectedCandidatePairId: "p2" },
];

const sample = (over: Partial<StatsSample>): StatsSample => ({
  at: 0,
  rttMs: 40,
  packetsReceived: 0,
  packetsLost: 0,
  framesPerSecond: 30,
  videoBytesReceived: 0,
  audioLevel: null,
  ...over,
});

describe("readStatsSample", () => {
  it("adds up inbound packets, takes video bytes, fps and audio level, and the selected pair's round trip", () => {
    expect(readStatsSample(entries, 5)).toEqual({
      at: 5,
      rttMs: 42,
      packetsReceived: 1000,
      packetsLost: 10,
      framesPerSecond: 29,
      videoBytesReceived: 500_000,
      audioLevel: 0.3,
    });
  });

  it("falls back to a nominated, succeeded pair when no transport names one, and reports nothing for an empty report", () => {
    expect(readStatsSample(entries.slice(0, 3), 0).rttMs).toBe(500);
    expect(readStatsSample([], 0)).toMatchObject({ rttMs: null, framesPerSecond: null, audioLevel: null, packetsReceived: 0 });
  });

  it("reads a video stream with decoded frames but no frame rate yet as 0 fps", () => {
    expect(readStatsSample([{ type: "inbound-rtp", id: "v", kind: "video", framesDecoded: 3 }], 0).framesPerSecond).toBe(0);
  });
});

describe("metricsBetween", () => {
  it("measures loss over the interval, not since the start", () => {
    const prev = sample({ packetsReceived: 1000, packetsLost: 100 });
    expect(metricsBetween(prev, sample({ packetsReceived: 1990, packetsLost: 110 })).loss).toBeCloseTo(0.01);
  });

  it("has no loss figure on the first poll, without packets, or when counters restarted", () => {
    expect(metricsBetween(null, sample({ packetsReceived: 10 })).loss).toBeNull();
    expect(metricsBetween(sample({ packetsReceived: 10 }), sample({ packetsReceived: 10 })).loss).toBeNull();
    expect(metricsBetween(sample({ packetsReceived: 500 }), sample({ packetsReceived: 20 })).loss).toBeNull();
  });
});

describe("classifyQuality", () => {
  it.each([
    [{ rttMs: 40, loss: 0, framesPerSecond: 30 }, true, "good"],
    [{ rttMs: 250, loss: 0.02, framesPerSecond: 20 }, true, "good"],
    [{ rttMs: 300, loss: 0, framesPerSecond: 30 }, true, "fair"],
    [{ rttMs: 40, loss: 0.05, framesPerSecond: 30 }, true, "fair"],
    [{ rttMs: 40, loss: 0, framesPerSecond: 12 }, true, "fair"],
    [{ rttMs: 800, loss: 0, framesPerSecond: 30 }, true, "poor"],
    [{ rttMs: 40, loss: 0.2, framesPerSecond: 30 }, true, "poor"],
    [{ rttMs: 40, loss: 0, framesPerSecond: 3 }, true, "poor"],
    // Their camera is off: no frames is expected, not a sign of a bad line.
    [{ rttMs: 40, loss: 0, framesPerSecond: 0 }, false, "good"],
    [{ rttMs: null, loss: null, framesPerSecond: null }, true, "unknown"],
    [{ rttMs: null, loss: null, framesPerSecond: 0 }, false, "unknown"],
  ] as const)("%o (video expected: %s) is %s", (metrics, expectVideo, quality) => {
    expect(classifyQuality(metrics, expectVideo)).toBe(quality);
  });
});
