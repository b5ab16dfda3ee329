import type { ConnectionQuality } from "./session-types.ts";

/** What one `getStats()` poll of a peer connection says, reduced to the counters the quality needs. */
export interface StatsSample {
  at: number;
  /** Round trip on the selected candidate pair, in milliseconds (null: not measured yet). */
  rttMs: number | null;
  /** Received and lost RTP packets, audio and video together (cumulative counters). */
  packetsReceived: number;
  packetsLost: number;
  /** Decoded video frames per second of the inbound video (null: no video coming in). */
  framesPerSecond: number | null;
  videoBytesReceived: number;
  /** 0..1 from the inbound audio (null: no audio coming in). */
  audioLevel: number | null;
}

/** The loose shape of an RTCStats entry: only the fields read here. */
type StatsEntry = Record<string, unknown> & { type: string; id: string };

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Reduces a stats report (any iterable of stats entries) to a sample. */
export function readStatsSample(entries: Iterable<StatsEntry>, at: number): StatsSample {
  const sample: StatsSample = {
    at,
    rttMs: null,
    packetsReceived: 0,
    packetsLost: 0,
    framesPerSecond: null,
    videoBytesReceived: 0,
    audioLevel: null,
  };
  let selectedPairId: string | null = null;
  const pairs = new Map<string, StatsEntry>();
  for (const entry of entries) {
    if (entry.type === "inbound-rtp") {
      sample.packetsReceived += num(entry.packetsReceived) ?? 0;
      sample.packetsLost += Math.max(0, num(entry.packetsLost) ?? 0);
      if (entry.kind === "video") {
        sample.videoBytesReceived += num(entry.bytesReceived) ?? 0;
        const fps = num(entry.framesPerSecond);
        if (fps !== null) sample.framesPerSecond = Math.max(sample.framesPerSecond ?? 0, fps);
        else if (sample.framesPerSecond === null && (num(entry.framesDecoded) ?? 0) > 0) sample.framesPerSecond = 0;
      } else if (entry.kind === "audio") {
        const level = num(entry.audioLevel);
        if (level !== null) sample.audioLevel = Math.max(sample.audioLevel ?? 0, level);
      }
    } else if (entry.type === "transport" && typeof entry.selectedCandidatePairId === "string") {
      selectedPairId = entry.selectedCandidatePairId;
    } else if (entry.type === "candidate-pair") {
      pairs.set(entry.id, entry);
    }
  }
  const selected =
    (selectedPairId ? pairs.get(selectedPairId) : undefined) ??
    [...pairs.values()].find((pair) => pair.nominated === true && pair.state === "succeeded");
  const rtt = num(selected?.currentRoundTripTime);
  if (rtt !== null) sample.rttMs = Math.round(rtt * 1000);
  return sample;
}

export interface QualityMetrics {
  rttMs: number | null;
  /** Lost / (lost + received) over the last interval, 0..1 (null: no packets in the interval). */
  loss: number | null;
  framesPerSecond: number | null;
}

/** Metrics over the interval between two samples of the same connection (prev null: the first poll). */
export function metricsBetween(prev: StatsSample | null, current: StatsSample): QualityMetrics {
  let loss: number | null = null;
  if (prev) {
    const received = current.packetsReceived - prev.packetsReceived;
    const lost = current.packetsLost - prev.packetsLost;
    // Counters restart when the connection is rebuilt: a negative delta is no measurement.
    if (received >= 0 && lost >= 0 && received + lost > 0) loss = lost / (received + lost);
  }
  return { rttMs: current.rttMs, loss, framesPerSecond: current.framesPerSecond };
}

/** Thresholds per level: each metric must stay within them (the worst metric decides). */
export const QUALITY_LIMITS = {
  good: { rttMs: 250, loss: 0.02, fps: 20 },
  fair: { rttMs: 500, loss: 0.08, fps: 10 },
} as const;

/**
 * good / fair / poor from round trip, packet loss and received frame rate; `expectVideo` is false
 * while the other side's camera is off (a frame rate of 0 is then no sign of trouble). Nothing
 * measured yet is "unknown".
 */
export function classifyQuality(metrics: QualityMetrics, expectVideo: boolean): ConnectionQuality {
  const fps = expectVideo ? metrics.framesPerSecond : null;
  if (metrics.rttMs === null && metrics.loss === null && fps === null) return "unknown";
  const within = (limit: { rttMs: number; loss: number; fps: number }) =>
    (metrics.rttMs === null || metrics.rttMs <= limit.rttMs) &&
    (metrics.loss === null || metrics.loss <= limit.loss) &&
    (fps === null || fps >= limit.fps);
  if (within(QUALITY_LIMITS.good)) return "good";
  if (within(QUALITY_LIMITS.fair)) return "fair";
  return "poor";
}
