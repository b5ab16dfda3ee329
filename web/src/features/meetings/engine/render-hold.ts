import type { MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import type { CallState } from "./call-state.ts";

/**
 * Holds the screens' updates while a connection is being set up: a React render of the call screen
 * between "an offer came in" and "our answer went out" (or between our offer and their answer) would
 * sit on the join's critical path. Changes made meanwhile are shown at once when the hold ends: on
 * release, or after `maxMs` at the latest.
 */
export class RenderHold {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending = false;

  constructor(
    private readonly flush: () => void,
    private readonly maxMs: number,
  ) {}

  /** Starts a hold (one already running keeps its end: holds never add up). */
  hold(): void {
    this.timer ??= setTimeout(() => this.release(), this.maxMs);
  }

  /** A change happened: true when it waits for the hold's end. */
  defer(): boolean {
    if (this.timer === null) return false;
    this.pending = true;
    return true;
  }

  /** Ends the hold; a change made meanwhile is shown now. */
  release(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    if (this.pending) {
      this.pending = false;
      this.flush();
    }
  }

  /** Ends the hold without showing anything (the session is gone). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
  }
}

/**
 * A frame after which a peer connection's offer or answer is due (so the screens hold): joined with
 * people to call (our offer out, their answer back), a newcomer (their offer comes next), an offer
 * (our answer goes out). Never in an SFU room: Janus connections aren't on the mesh's critical path.
 */
export function startsConnection(frame: MeetingServerFrame, call: Pick<CallState, "room" | "participants" | "self">): boolean {
  if (frame.type === "meeting.joined") return frame.room.topology === "mesh" && frame.participants.length > 0;
  if (call.room?.topology === "sfu") return false;
  if (frame.type === "meeting.signal") return frame.signal.type === "offer";
  if (frame.type === "meeting.participant") {
    const known = call.participants.find((p) => p.id === frame.participant.id);
    return frame.participant.id !== call.self?.id && known?.joinedAt !== frame.participant.joinedAt;
  }
  return false;
}
