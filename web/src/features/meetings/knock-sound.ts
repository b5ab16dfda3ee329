type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/**
 * A short two-note chime for a knock, made with an oscillator (no sound file to fetch). Silent where
 * WebAudio is missing or the browser refuses to start audio before a gesture (joining is one).
 */
export function playKnockChime(): void {
  const Context = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    | AudioContextClass
    | undefined;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.02;
    for (const [index, frequency] of [880, 1320].entries()) {
      const at = start + index * 0.16;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(frequency, at);
      // A quick attack and a soft exponential release: a chime, not a beep.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.28);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    }
  } catch (error) {
    console.warn("Could not play the knock chime", error);
  }
}

/** Lets the chime's audio context go when the call screen closes. */
export function closeKnockChime(): void {
  void context?.close().catch(() => undefined);
  context = null;
}
