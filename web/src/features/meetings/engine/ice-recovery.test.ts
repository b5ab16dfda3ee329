import { describe, expect, it } from "vitest";
import {
  connectionOf,
  initialRecovery,
  recover,
  RECOVERY_RULES,
  type Recovery,
  type RecoveryAction,
  type RecoveryInput,
} from "./ice-recovery.ts";

/** Plays timed inputs (ticks every second in between) and lists the actions taken with their times. */
function play(
  initiator: boolean,
  events: [number, RecoveryInput][],
  until: number,
): { actions: [number, RecoveryAction][]; state: Recovery } {
  let state = initialRecovery;
  const actions: [number, RecoveryAction][] = [];
  const queue = [...events];
  for (let now = 0; now <= until; now += 1000) {
    while (queue.length && queue[0]![0] <= now) {
      state = recover(state, queue.shift()![1], now, initiator).state;
    }
    const result = recover(state, { type: "tick" }, now, initiator);
    state = result.state;
    if (result.action !== "none") {
      actions.push([now, result.action]);
      if (result.action === "rebuild") state = recover(state, { type: "created", rebuild: true }, now, initiator).state;
    }
  }
  return { actions, state };
}

const created: RecoveryInput = { type: "created", rebuild: false };
const connected: RecoveryInput = { type: "connected" };
const ice = (state: RTCIceConnectionState): RecoveryInput => ({ type: "ice", state });

describe("recover", () => {
  it("does nothing while the connection is healthy", () => {
    expect(
      play(
        true,
        [
          [0, created],
          [1000, connected],
        ],
        60_000,
      ).actions,
    ).toEqual([]);
  });

  it("the initiator restarts ICE after 3 s disconnected, and it recovers", () => {
    const { actions, state } = play(
      true,
      [
        [0, created],
        [1000, connected],
        [10_000, ice("disconnected")],
        [15_000, ice("checking")],
        [16_000, ice("connected")],
      ],
      40_000,
    );
    expect(actions).toEqual([[13_000, "restart-ice"]]);
    expect(connectionOf(state)).toBe("connected");
  });

  it("a blip shorter than the grace period needs no restart", () => {
    expect(
      play(
        true,
        [
          [0, created],
          [1000, connected],
          [10_000, ice("disconnected")],
          [12_000, ice("connected")],
        ],
        40_000,
      ).actions,
    ).toEqual([]);
  });

  it("rebuilds when the ICE restart did not help within 6 s", () => {
    const { actions } = play(
      true,
      [
        [0, created],
        [1000, connected],
        [10_000, ice("disconnected")],
      ],
      20_000,
    );
    expect(actions).toEqual([
      [13_000, "restart-ice"],
      [19_000, "rebuild"],
    ]);
  });

  it("rebuilds soon after the peer closed on ICE failure, backing off while it keeps failing", () => {
    const { actions, state } = play(
      true,
      [
        [0, created],
        [1000, connected],
        [10_000, ice("failed")],
        [10_000, { type: "closed" }],
      ],
      60_000,
    );
    expect(actions[0]).toEqual([11_000, "rebuild"]);
    // A rebuilt connection that never connects is rebuilt again after connectMs.
    expect(actions[1]).toEqual([11_000 + RECOVERY_RULES.connectMs, "rebuild"]);
    expect(connectionOf(state)).toBe("failed");
  });

  it("the answering side never restarts itself; it asks the initiator when no new offer comes", () => {
    const { actions } = play(
      false,
      [
        [0, created],
        [1000, connected],
        [10_000, ice("disconnected")],
        [12_000, { type: "closed" }],
      ],
      35_000,
    );
    // Patience counts from the close: 10 s without an offer, then every 10 s.
    expect(actions).toEqual([
      [22_000, "ask-initiator"],
      [32_000, "ask-initiator"],
    ]);
  });

  it("re-offers when a first connection never comes up", () => {
    expect(play(true, [[0, created]], 13_000).actions).toEqual([[RECOVERY_RULES.connectMs, "rebuild"]]);
  });
});

describe("connectionOf", () => {
  it("shows connecting, connected, reconnecting, then failed after repeated rebuilds", () => {
    let state = recover(initialRecovery, created, 0, true).state;
    expect(connectionOf(state)).toBe("connecting");
    state = recover(state, connected, 1, true).state;
    expect(connectionOf(state)).toBe("connected");
    state = recover(state, ice("disconnected"), 2, true).state;
    expect(connectionOf(state)).toBe("reconnecting");
    for (let i = 0; i < RECOVERY_RULES.failedAfter; i++) state = recover(state, { type: "created", rebuild: true }, 3 + i, true).state;
    expect(connectionOf(state)).toBe("failed");
    expect(connectionOf(recover(state, ice("completed"), 10, true).state)).toBe("connected");
  });
});
