/** Who is speaking now, with hysteresis so the highlight does not flicker between voices. */
export interface SpeakerState {
  /** The highlighted speaker (null: silence). */
  current: string | null;
  /** Someone louder than the current speaker, and since when they have been. */
  challenger: string | null;
  challengerSince: number;
  /** When the current speaker was last heard above the threshold. */
  lastHeardAt: number;
}

export const SPEAKER_RULES = {
  /** Below this level (0..1) nobody counts as speaking. */
  threshold: 0.1,
  /** A challenger must be the loudest this long before taking over. */
  holdMs: 600,
  /** A challenger must beat the current speaker by this much. */
  margin: 0.05,
  /** After this much silence the highlight goes away. */
  silenceMs: 1500,
} as const;

export const initialSpeakerState: SpeakerState = { current: null, challenger: null, challengerSince: 0, lastHeardAt: 0 };

/**
 * Next speaker state from the levels measured at `now` (id → 0..1, self included). The loudest voice
 * above the threshold takes over at once from silence; from another speaker only after staying
 * louder (by `margin`) for `holdMs`. The current speaker keeps the highlight through short pauses.
 */
export function nextSpeaker(
  state: SpeakerState,
  levels: ReadonlyMap<string, number>,
  now: number,
  rules: typeof SPEAKER_RULES = SPEAKER_RULES,
): SpeakerState {
  let loudest: string | null = null;
  let loudestLevel = 0;
  for (const [id, level] of levels) {
    if (level >= rules.threshold && level > loudestLevel) {
      loudest = id;
      loudestLevel = level;
    }
  }
  const currentLevel = state.current === null ? 0 : (levels.get(state.current) ?? 0);
  const currentPresent = state.current !== null && levels.has(state.current);
  const lastHeardAt = currentPresent && currentLevel >= rules.threshold ? now : state.lastHeardAt;
  const currentStillOn = currentPresent && now - lastHeardAt < rules.silenceMs;

  if (!currentStillOn) {
    if (loudest === null) return { current: null, challenger: null, challengerSince: 0, lastHeardAt: 0 };
    return { current: loudest, challenger: null, challengerSince: 0, lastHeardAt: now };
  }
  if (loudest === null || loudest === state.current || loudestLevel < currentLevel + rules.margin) {
    return { ...state, lastHeardAt, challenger: null, challengerSince: 0 };
  }
  const since = state.challenger === loudest ? state.challengerSince : now;
  if (now - since >= rules.holdMs) return { current: loudest, challenger: null, challengerSince: 0, lastHeardAt: now };
  return { ...state, lastHeardAt, challenger: loudest, challengerSince: since };
}
