import { MEETING_SETTINGS } from "./rules.ts";

/**
 * Is this computer too busy to send full-quality video (public-site §3 CPUThreshold 90)? Pure: the
 * engine feeds it samples and the time, and lowers its outgoing video while the answer is "busy".
 *
 * Loads are percentages. The browser's Compute Pressure states are mapped onto them (serious and
 * critical are at or above the threshold); an encoder that WebRTC reports as limited by the CPU
 * (`qualityLimitationReason: "cpu"`) counts as critical.
 */

/** The Compute Pressure API's states for the "cpu" source. */
export type PressureState = "nominal" | "fair" | "serious" | "critical";
/** Where a load came from: the Compute Pressure API, or the video encoders' getStats. */
export type CpuLoadSource = "pressure" | "encoder";

/** Busy at or above this load. */
export const CPU_BUSY_AT = MEETING_SETTINGS.CPUThreshold;
/**
 * Back to normal only once every source has stayed below this load (nominal or fair pressure, an
 * encoder not limited by the CPU) for CPU_CALM_MS without a break: "serious" never counts as calm.
 */
export const CPU_CALM_BELOW = 75;
/**
 * 10 s: lowering the quality is what makes the load drop, so an immediate return would bring it
 * straight back; ten seconds keeps the picture from changing size more than a few times a minute.
 */
export const CPU_CALM_MS = 10_000;

/** The pressure states as loads: serious and critical are at or above CPUThreshold (90). */
export const PRESSURE_LOAD: Record<PressureState, number> = { nominal: 25, fair: 60, serious: 90, critical: 100 };

/** An encoder the browser says is held back by the CPU counts as fully loaded. */
export const encoderLoad = (cpuLimited: boolean): number => (cpuLimited ? 100 : 0);

export interface CpuLoadState {
  busy: boolean;
  /** The latest load from each source that reported. */
  loads: Partial<Record<CpuLoadSource, number>>;
  /** Since when every source has been below CPU_CALM_BELOW while busy (null: not calm, or not busy). */
  calmSince: number | null;
}

export const initialCpuLoad: CpuLoadState = { busy: false, loads: {}, calmSince: null };

/**
 * The state after a sample from one source at `now` (or, with `sample` null, just the time passing).
 * Invariants: busy as soon as any source's latest load is ≥ CPU_BUSY_AT; once busy, normal again only
 * when every source has been below CPU_CALM_BELOW for CPU_CALM_MS in a row (a load in between,
 * CPU_CALM_BELOW..CPU_BUSY_AT, keeps it busy and restarts the wait).
 */
export function observeCpuLoad(state: CpuLoadState, sample: { source: CpuLoadSource; load: number } | null, now: number): CpuLoadState {
  const loads = sample ? { ...state.loads, [sample.source]: sample.load } : state.loads;
  const load = Math.max(0, ...Object.values(loads));
  if (load >= CPU_BUSY_AT) return { busy: true, loads, calmSince: null };
  if (!state.busy) return { busy: false, loads, calmSince: null };
  if (load >= CPU_CALM_BELOW) return { busy: true, loads, calmSince: null };
  const calmSince = state.calmSince ?? now;
  if (now - calmSince >= CPU_CALM_MS) return { busy: false, loads, calmSince: null };
  return { busy: true, loads, calmSince };
}
