import { RenderHold } from "./render-hold.ts";
import type { MeetingSnapshot } from "./session-types.ts";

/** The longest the screens wait for a connection's offer/answer to go out (see RenderHold). */
const RENDER_HOLD_MS = 300;

/**
 * What the screens hear of a session: its listeners, the snapshot they read (built once per change,
 * then reused), and the hold on their updates while a connection is being set up.
 */
export class SessionNotifier {
  private readonly listeners = new Set<() => void>();
  private snapshot: MeetingSnapshot | null = null;
  private readonly renderHold = new RenderHold(() => this.notify(), RENDER_HOLD_MS);
  private closed = false;

  constructor(private readonly build: () => MeetingSnapshot) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): MeetingSnapshot {
    this.snapshot ??= this.build();
    return this.snapshot;
  }

  /** The session changed: a new snapshot, told now or when the hold ends. */
  changed(): void {
    if (this.closed) return;
    this.snapshot = null;
    if (!this.renderHold.defer()) this.notify();
  }

  /** A connection's offer or answer is due: changes wait (see RenderHold). */
  hold(): void {
    this.renderHold.hold();
  }

  release(): void {
    this.renderHold.release();
  }

  /** The session is gone: nobody is told anything again (the last snapshot stays readable). */
  close(): void {
    this.closed = true;
    this.renderHold.cancel();
    this.listeners.clear();
  }

  private notify(): void {
    if (this.closed) return;
    for (const listener of [...this.listeners]) listener();
  }
}
