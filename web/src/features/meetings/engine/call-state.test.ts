import { describe, expect, it } from "vitest";
import type { MeetingServerFrame, Participant } from "@kora/shared/contracts/meetings.ts";
import { makeJoinedFrame, makeParticipant as person, room, roomId } from "../meeting-fixture.ts";
import { currentStateOf, initialCallState, mutedNotice, reduceFrame, type CallEffect, type CallState } from "./call-state.ts";

const joined = (participants: Participant[], self = person("me")) => makeJoinedFrame({ participants, self });
const joining: CallState = { ...initialCallState, phase: "joining" };

function play(frames: MeetingServerFrame[], start: CallState = joining, rejoining = false): { state: CallState; effects: CallEffect[] } {
  let state = start;
  const effects: CallEffect[] = [];
  for (const frame of frames) {
    const result = reduceFrame(state, frame, { rejoining });
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

const inCall = play([joined([person("a"), person("b")])]).state;

describe("joining", () => {
  it("joined: in the call, the newcomer calls everyone already there, the bitrate is re-capped", () => {
    const { state, effects } = play([joined([person("a"), person("b")])]);
    expect(state).toMatchObject({ phase: "in-call", roomId, room, rejoinToken: "rejoin-1" });
    expect(state.participants.map((p) => p.id)).toEqual(["a", "b"]);
    expect(effects).toEqual([{ type: "reset-peers" }, { type: "call", id: "a" }, { type: "call", id: "b" }, { type: "room-size" }]);
  });

  it("waiting, then admitted: knocking, then in the call with a notice", () => {
    const knocking = play([{ type: "meeting.waiting", roomId, hostName: "Maya Patel" }]).state;
    expect(knocking).toMatchObject({ phase: "knocking", waitingFor: "Maya Patel" });
    const { state } = play([joined([])], knocking);
    expect(state.phase).toBe("in-call");
    expect(state.notice?.text).toBe("The host let you in");
  });

  it("a refusal before getting in ends the session with the server's words", () => {
    const { state, effects } = play([
      { type: "meeting.refused", roomId, code: "denied", message: "The host didn't let you in this time." },
    ]);
    expect(state).toMatchObject({ phase: "ended", endMessage: "The host didn't let you in this time." });
    expect(effects).toContainEqual({ type: "end" });
  });

  it("a refused rejoin token asks for a fresh token instead of ending", () => {
    const reconnecting = { ...inCall, phase: "reconnecting" as const };
    const { state, effects } = play([{ type: "meeting.refused", roomId: null, code: "token", message: "expired" }], reconnecting, true);
    expect(state.phase).toBe("reconnecting");
    expect(effects).toEqual([{ type: "fresh-join" }]);
  });

  it("joined with the camera disabled by the host turns the camera off", () => {
    expect(play([joined([], person("me", { cameraDisabled: true }))]).effects).toContainEqual({
      type: "turn-off",
      audio: false,
      video: true,
    });
  });
});

describe("in the call", () => {
  it("a newcomer is added (they will call us); the room size changes", () => {
    const { state, effects } = play([{ type: "meeting.participant", roomId, participant: person("c") }], inCall);
    expect(state.participants.map((p) => p.id)).toEqual(["a", "b", "c"]);
    expect(effects).toEqual([{ type: "room-size" }]);
  });

  it("a media change updates in place without touching the connection", () => {
    const { state, effects } = play(
      [{ type: "meeting.participant", roomId, participant: person("a", { audio: false, isScreenSharing: true, screenStreamId: "s1" }) }],
      inCall,
    );
    expect(state.participants[0]).toMatchObject({ id: "a", audio: false, screenStreamId: "s1" });
    expect(effects).toEqual([]);
  });

  it("a changed joinedAt means they rejoined: the old connection is dropped", () => {
    const { effects } = play(
      [{ type: "meeting.participant", roomId, participant: person("a", { joinedAt: "2026-11-21T10:05:00.000Z" }) }],
      inCall,
    );
    expect(effects).toEqual([{ type: "drop", id: "a" }]);
  });

  it("left drops the peer; our own id leaving means another window took our place", () => {
    const { state, effects } = play([{ type: "meeting.left", roomId, participantId: "a", reason: "left" }], inCall);
    expect(state.participants.map((p) => p.id)).toEqual(["b"]);
    expect(effects).toEqual([{ type: "drop", id: "a" }, { type: "room-size" }]);
    const replaced = play([{ type: "meeting.left", roomId, participantId: "me", reason: "dropped" }], inCall).state;
    expect(replaced).toMatchObject({ phase: "ended", endMessage: "You joined this call from another window." });
  });

  it("signals from people in the room go to the mesh; others and other rooms are ignored", () => {
    const signal = { type: "candidate" as const, candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host" } };
    expect(play([{ type: "meeting.signal", roomId, from: "a", signal }], inCall).effects).toEqual([{ type: "signal", from: "a", signal }]);
    expect(play([{ type: "meeting.signal", roomId: "room:other", from: "a", signal }], inCall).effects).toEqual([]);
    // Someone who already left (a late offer) opens nothing.
    expect(play([{ type: "meeting.signal", roomId, from: "gone", signal }], inCall).effects).toEqual([]);
  });

  it("muted: the named tracks go off with a notice naming who did it", () => {
    const { state, effects } = play([{ type: "meeting.muted", roomId, by: "Maya", audio: true, video: false }], inCall);
    expect(effects).toEqual([{ type: "turn-off", audio: true, video: false }]);
    expect(state.notice?.text).toBe("Maya muted your microphone");
    const again = play([{ type: "meeting.muted", roomId, by: "Maya", audio: true, video: true }], state).state;
    expect(again.notice).toEqual({ id: state.notice!.id + 1, text: "Maya muted your microphone and turned off your camera" });
  });

  it("the host disabling our camera turns it off; co-host appointments are told", () => {
    const disabled = play([{ type: "meeting.participant", roomId, participant: person("me", { cameraDisabled: true }) }], inCall);
    expect(disabled.effects).toEqual([{ type: "turn-off", audio: false, video: true }]);
    expect(disabled.state.self?.cameraDisabled).toBe(true);
    expect(play([{ type: "meeting.participant", roomId, participant: person("me", { role: "cohost" }) }], inCall).state.notice?.text).toBe(
      "You're now a co-host",
    );
  });

  it("knocks, room state and chat (without duplicates)", () => {
    const message = { id: "m1", roomId, authorId: "a", authorName: "A", text: "hi", system: false, sentAt: "2026-11-21T10:01:00.000Z" };
    const { state } = play(
      [
        { type: "meeting.knocks", roomId, waiting: [{ id: "g1", name: "Pip", since: "2026-11-21T10:00:00.000Z" }] },
        { type: "meeting.room-state", roomId, locked: false, knocking: false },
        { type: "meeting.chat", roomId, message },
        { type: "meeting.chat", roomId, message },
      ],
      inCall,
    );
    expect(state.waiting.map((k) => k.name)).toEqual(["Pip"]);
    expect(state.room).toMatchObject({ locked: false, knocking: false });
    expect(state.chat).toEqual([message]);
  });

  it("refusals of a host action or chat are notices; removal ends the call; not-admitted rejoins", () => {
    expect(
      play([{ type: "meeting.refused", roomId, code: "not-allowed", message: "Only the host can do that." }], inCall).state,
    ).toMatchObject({ phase: "in-call", notice: { text: "Only the host can do that." } });
    expect(
      play([{ type: "meeting.refused", roomId, code: "removed", message: "The host removed you from the call." }], inCall).state,
    ).toMatchObject({ phase: "ended", endMessage: "The host removed you from the call." });
    expect(play([{ type: "meeting.refused", roomId, code: "not-admitted", message: "You're not in this call." }], inCall).effects).toEqual([
      { type: "rejoin" },
    ]);
  });

  it("ignores frames once ended", () => {
    const ended = { ...inCall, phase: "ended" as const };
    expect(play([joined([person("z")])], ended).state).toBe(ended);
  });
});

describe("helpers", () => {
  it("currentState: 0 preview and joining, 1 in the call, knocking or reconnecting, 2 ended", () => {
    expect((["preview", "joining", "knocking", "in-call", "reconnecting", "ended"] as const).map(currentStateOf)).toEqual([
      0, 0, 1, 1, 1, 2,
    ]);
  });

  it("mutedNotice names what was turned off", () => {
    expect(mutedNotice("Tom", false, true)).toBe("Tom turned off your camera");
    expect(mutedNotice("Tom", false, false)).toBeNull();
  });
});

describe("recording", () => {
  const state = (value: "off" | "recording" | "paused", ownerId: string | null = "a") => ({
    state: value,
    ownerId: value === "off" ? null : ownerId,
    ownerName: value === "off" ? null : "A",
    since: value === "off" ? null : "2026-11-27T10:00:00.000Z",
  });
  const frame = (recording: ReturnType<typeof state>): MeetingServerFrame => ({ type: "meeting.recording", roomId, recording });

  it("keeps the room's recording state and tells everyone who records, pauses and stops", () => {
    const started = play([frame(state("recording"))], inCall).state;
    expect(started.room?.recording.state).toBe("recording");
    expect(started.notice?.text).toBe("A started recording this call");
    expect(play([frame(state("paused"))], started).state.notice?.text).toBe("Recording paused");
    const resumed = play([frame(state("paused")), frame(state("recording"))], started).state;
    expect(resumed.notice?.text).toBe("Recording resumed");
    const stopped = play([frame(state("off"))], resumed).state;
    expect(stopped.room?.recording).toEqual(state("off"));
    expect(stopped.notice?.text).toBe("Recording stopped");
  });

  it("says 'You' to the recording owner, and ignores another room's frame", () => {
    expect(play([frame(state("recording", "me"))], inCall).state.notice?.text).toBe("You started recording this call");
    const other = play([{ type: "meeting.recording", roomId: "room:someone-else", recording: state("recording") }], inCall).state;
    expect(other.room?.recording.state).toBe("off");
  });
});

describe("the SFU (PROTOCOL §4)", () => {
  const entry = {
    url: "ws://127.0.0.2:8188/",
    room: "kora-room-u-host",
    feedId: "me",
    sessionToken: "s-1",
    roomToken: "r-1",
    expiresAt: "2026-11-27T12:00:00.000Z",
  };
  const sfuRoom = { ...room, topology: "sfu" as const };

  it("joined into an SFU room: no peer connections, the SFU entry instead", () => {
    const { state, effects } = play([makeJoinedFrame({ room: sfuRoom, participants: [person("a"), person("b")], sfu: entry })]);
    expect(state.room?.topology).toBe("sfu");
    expect(effects).toEqual([{ type: "reset-peers" }, { type: "sfu", entry }, { type: "room-size" }]);
  });

  it("meeting.topology moves a mesh call to the SFU (or brings fresh tokens); mesh signals are ignored afterwards", () => {
    const moved = play([{ type: "meeting.topology", roomId, topology: "sfu", sfu: entry }], inCall);
    expect(moved.state.room?.topology).toBe("sfu");
    expect(moved.effects).toEqual([{ type: "sfu", entry }]);
    const signal = { type: "offer" as const, sdp: "v=0" };
    expect(play([{ type: "meeting.signal", roomId, from: "a", signal }], moved.state).effects).toEqual([]);
    // Another room's, or before we are in: nothing.
    expect(play([{ type: "meeting.topology", roomId: "room:other", topology: "sfu", sfu: entry }], inCall).effects).toEqual([]);
  });

  it("meeting.rehome rejoins with the rejoin token", () => {
    expect(play([{ type: "meeting.rehome", roomId }], inCall).effects).toEqual([{ type: "rejoin" }]);
    expect(play([{ type: "meeting.rehome", roomId: "room:another" }], inCall).effects).toEqual([]);
  });
});
