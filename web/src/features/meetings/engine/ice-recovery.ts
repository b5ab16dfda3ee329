import type { RemotePeer } from "./session-types.ts";

/**
 * Recovery of one peer connection. The side that made the first offer (the initiator) repairs: an
 * ICE restart once ICE has been disconnected for `graceMs`, then a new connection (a fresh offer) if
 * that did not help within `restartMs`, at once when the peer closed (ICE failed), and again when a
 * new connection does not connect within `connectMs`. The answering side waits for that offer and
 * nudges the initiator (`ask-initiator`) when none comes.
 */
export interface Recovery {
  ice: "new" | "checking" | "connected" | "disconnected" | "failed" | "closed";
  /** When the current trouble started (0: none). */
  troubleSince: number;
  /** An ICE restart was tried in this episode. */
  restarted: boolean;
  /** New connections made in this episode. */
  rebuilds: number;
  /** When to act next if still not connected (0: nothing pending). */
  deadline: number;
}

export const RECOVERY_RULES = {
  graceMs: 3000,
  restartMs: 6000,
  /** A new connection that has not connected after this long is rebuilt. */
  connectMs: 12_000,
  /** Waits before a rebuild after a close: 0.5 s, 1 s, 2 s … up to 15 s. */
  firstRebuildMs: 500,
  maxRebuildMs: 15_000,
  /** The answering side asks the initiator for a new offer after this long without one. */
  answererPatienceMs: 10_000,
  /** After this many rebuilds the peer shows as failed (attempts go on at the slowest pace). */
  failedAfter: 3,
} as const;
type Rules = typeof RECOVERY_RULES;

export type RecoveryInput =
  /** A peer connection was made for this person (`rebuild`: replacing one that broke). */
  | { type: "created"; rebuild: boolean }
  | { type: "ice"; state: RTCIceConnectionState }
  /** simple-peer's connect: ICE and the data channel are up. */
  | { type: "connected" }
  /** The peer connection closed without us closing it (ICE failed, the channel died). */
  | { type: "closed" }
  | { type: "tick" };
export type RecoveryAction = "none" | "restart-ice" | "rebuild" | "ask-initiator";

export const initialRecovery: Recovery = { ice: "new", troubleSince: 0, restarted: false, rebuilds: 0, deadline: 0 };
const healthy: Recovery = { ...initialRecovery, ice: "connected" };

const rebuildDelay = (rebuilds: number, rules: Rules) => Math.min(rules.maxRebuildMs, rules.firstRebuildMs * 2 ** rebuilds);

/** The next recovery state and what to do now. Pure: the clock comes in as `now`. */
export function recover(
  state: Recovery,
  input: RecoveryInput,
  now: number,
  initiator: boolean,
  rules: Rules = RECOVERY_RULES,
): { state: Recovery; action: RecoveryAction } {
  if (input.type === "tick") return tick(state, now, initiator, rules);
  return { state: transition(state, input, now, initiator, rules), action: "none" };
}

function transition(
  state: Recovery,
  input: Exclude<RecoveryInput, { type: "tick" }>,
  now: number,
  initiator: boolean,
  rules: Rules,
): Recovery {
  const patience = (ms: number) => now + (initiator ? ms : rules.answererPatienceMs);
  switch (input.type) {
    case "created":
      return {
        ice: "new",
        troubleSince: input.rebuild ? state.troubleSince || now : 0,
        restarted: false,
        rebuilds: input.rebuild ? state.rebuilds + 1 : 0,
        deadline: patience(rules.connectMs),
      };
    case "connected":
      return healthy;
    case "closed":
      return { ...state, ice: "closed", troubleSince: state.troubleSince || now, deadline: patience(rebuildDelay(state.rebuilds, rules)) };
    case "ice": {
      const ice = input.state === "completed" ? "connected" : input.state;
      if (ice === "connected") return healthy;
      if (ice === "disconnected" || ice === "failed") {
        if (state.ice === "disconnected" || state.ice === "failed") return { ...state, ice };
        return {
          ...state,
          ice,
          troubleSince: state.troubleSince || now,
          restarted: false,
          deadline: patience(ice === "failed" ? 0 : rules.graceMs),
        };
      }
      return { ...state, ice };
    }
  }
}

function tick(state: Recovery, now: number, initiator: boolean, rules: Rules): { state: Recovery; action: RecoveryAction } {
  if (state.ice === "connected" || state.deadline === 0 || now < state.deadline) return { state, action: "none" };
  if (!initiator) return { state: { ...state, deadline: now + rules.answererPatienceMs }, action: "ask-initiator" };
  if (state.ice === "disconnected" && !state.restarted)
    return { state: { ...state, restarted: true, deadline: now + rules.restartMs }, action: "restart-ice" };
  // The caller rebuilds and reports `created` with rebuild: true, which sets the next deadline.
  return { state: { ...state, deadline: 0 }, action: "rebuild" };
}

/** What the screens show for this peer. */
export function connectionOf(state: Recovery, rules: Rules = RECOVERY_RULES): RemotePeer["connection"] {
  if (state.ice === "connected") return "connected";
  if (state.troubleSince === 0) return "connecting";
  return state.rebuilds >= rules.failedAfter ? "failed" : "reconnecting";
}
