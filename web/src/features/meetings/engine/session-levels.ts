import { initialSpeakerState, nextSpeaker, type SpeakerState } from "./active-speaker.ts";
import { quantizeLevel } from "./audio-level.ts";

/**
 * Audio levels as the snapshot shows them: quantized, so sampling ten times a second only re-renders
 * when a meter would visibly move, plus the active speaker (measured on the raw levels).
 */
export class SessionLevels {
  local = 0;
  speaker: string | null = null;
  private remote = new Map<string, number>();
  private speakerState: SpeakerState = initialSpeakerState;

  of(id: string): number {
    return this.remote.get(id) ?? 0;
  }

  /**
   * Takes one sample: the microphone (0..1), each peer's received audio, and whether each peer's
   * microphone is on (a muted peer never speaks). True when the snapshot should change.
   */
  sample(
    selfId: string | null,
    localLevel: number,
    remoteLevels: ReadonlyMap<string, number>,
    audioOn: (id: string) => boolean,
    now: number,
  ): boolean {
    const raw = new Map<string, number>();
    if (selfId) raw.set(selfId, localLevel);
    for (const [id, level] of remoteLevels) raw.set(id, audioOn(id) ? level : 0);
    this.speakerState = nextSpeaker(this.speakerState, raw, now);

    let changed = false;
    const local = quantizeLevel(localLevel);
    if (local !== this.local) {
      this.local = local;
      changed = true;
    }
    const remote = new Map<string, number>();
    for (const [id, level] of raw) if (id !== selfId) remote.set(id, quantizeLevel(level));
    if (remote.size !== this.remote.size || [...remote].some(([id, level]) => this.remote.get(id) !== level)) {
      this.remote = remote;
      changed = true;
    }
    if (this.speakerState.current !== this.speaker) {
      this.speaker = this.speakerState.current;
      changed = true;
    }
    return changed;
  }

  clear(): void {
    this.local = 0;
    this.speaker = null;
    this.remote = new Map();
    this.speakerState = initialSpeakerState;
  }
}
