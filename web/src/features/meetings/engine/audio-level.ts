/** Quiet room noise sits around -60 dBFS; a raised voice near -10 dBFS. */
const FLOOR_DB = -60;
const CEILING_DB = -10;

/** Loudness 0..1 of time-domain samples (-1..1), on a decibel scale so speech moves the meter visibly. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i] ?? 0;
    sum += value * value;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / (CEILING_DB - FLOOR_DB)));
}

/** Levels snap to steps of 1/20, so a snapshot changes only when the meter would visibly move. */
export function quantizeLevel(level: number): number {
  return Math.round(Math.min(1, Math.max(0, level)) * 20) / 20;
}
