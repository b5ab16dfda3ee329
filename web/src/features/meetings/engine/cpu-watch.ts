import {
  encoderLoad,
  initialCpuLoad,
  observeCpuLoad,
  PRESSURE_LOAD,
  type CpuLoadState,
  type PressureState,
} from "@kora/shared/domain/meetings/cpu-load.ts";

/** The part of the Compute Pressure API used here (TypeScript's DOM types don't have it yet). */
export interface PressureObserverLike {
  observe(source: "cpu", options?: { sampleInterval?: number }): Promise<void>;
  disconnect(): void;
}
export type PressureObserverFactory = (callback: (records: readonly { state: string }[]) => void) => PressureObserverLike;

/** How often the browser may report a change of pressure. */
const PRESSURE_SAMPLE_MS = 1000;

type PressureObserverClass = (new (
  callback: (records: { state: string }[]) => void,
) => PressureObserverLike) & {
  knownSources?: readonly string[];
};

/** The browser's PressureObserver for "cpu" (Chromium 125+), or null where there is none (Firefox, Safari). */
export function browserPressureObserver(): PressureObserverFactory | null {
  const Observer = (globalThis as { PressureObserver?: PressureObserverClass }).PressureObserver;
  if (typeof Observer !== "function" || (Observer.knownSources && !Observer.knownSources.includes("cpu"))) return null;
  return (callback) => new Observer((records) => callback(records));
}

const isPressureState = (state: string): state is PressureState => state in PRESSURE_LOAD;

type StatsEntry = Record<string, unknown> & { type: string };

/** Whether a stats report shows an outgoing video encoder held back by the CPU (`qualityLimitationReason`). */
export function encoderCpuLimited(entries: Iterable<StatsEntry>): boolean {
  for (const entry of entries)
    if (entry.type === "outbound-rtp" && entry.kind === "video" && entry.qualityLimitationReason === "cpu") return true;
  return false;
}

export interface CpuWatchDeps {
  /** The decision changed: lower or restore the outgoing video. */
  onChange(busy: boolean): void;
  /** Null: no Compute Pressure API, the encoders' stats alone decide. */
  pressureObserver: PressureObserverFactory | null;
  now?: () => number;
}

/**
 * Whether the computer is too busy to send full-quality video (the rule: cpu-load.ts), from the
 * Compute Pressure API where the browser has it, and otherwise from the encoders' own word in
 * getStats. Only one source decides: the pressure is the whole machine's, and an encoder held back
 * by the CPU is already adapted by the browser itself, so both at once would only add flapping.
 */
export class CpuWatch {
  private state: CpuLoadState = initialCpuLoad;
  private observer: PressureObserverLike | null = null;
  /** The pressure observer is running: encoder samples are ignored. */
  private pressureOn = false;
  private readonly now: () => number;

  constructor(private readonly deps: CpuWatchDeps) {
    this.now = deps.now ?? Date.now;
  }

  get busy(): boolean {
    return this.state.busy;
  }

  /** Starts listening to the pressure (when there is an API for it); again after stop(). */
  start(): void {
    const create = this.deps.pressureObserver;
    if (!create || this.observer) return;
    const observer = create((records) => {
      const last = records.at(-1);
      if (this.observer === observer && last && isPressureState(last.state))
        this.update({ source: "pressure", load: PRESSURE_LOAD[last.state] });
    });
    this.observer = observer;
    observer.observe("cpu", { sampleInterval: PRESSURE_SAMPLE_MS }).then(
      () => {
        if (this.observer !== observer) return;
        this.pressureOn = true;
        // Whatever the encoders said before no longer counts.
        this.update({ source: "encoder", load: encoderLoad(false) });
      },
      (error: unknown) => {
        // Not allowed here (a permissions policy) or no sensor: the encoders' stats decide.
        console.warn("Meeting: no CPU pressure readings", error);
        if (this.observer === observer) this.observer = null;
      },
    );
  }

  /** Every stats poll: the encoders' word (unless the pressure decides), and the time passing. */
  sample(encoderLimited: boolean): void {
    this.update(this.pressureOn ? null : { source: "encoder", load: encoderLoad(encoderLimited) });
  }

  /** Stops listening and forgets: the next call starts normal. */
  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.pressureOn = false;
    const wasBusy = this.state.busy;
    this.state = initialCpuLoad;
    if (wasBusy) this.deps.onChange(false);
  }

  private update(sample: Parameters<typeof observeCpuLoad>[1]): void {
    const wasBusy = this.state.busy;
    this.state = observeCpuLoad(this.state, sample, this.now());
    if (this.state.busy !== wasBusy) this.deps.onChange(this.state.busy);
  }
}
