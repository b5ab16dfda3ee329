import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PeerSignal } from "@kora/shared/contracts/meetings.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { makeJoinedFrame, makeParticipant as person, roomId } from "../meeting-fixture.ts";
import { createMeetingSession } from "./meeting-session.ts";
import type { MeetingApi } from "./meeting.client.ts";
import type { SocketLike } from "./meeting-socket.ts";
import type { PeerHandlers, PeerOptions } from "./simple-peer-adapter.ts";
import type { MeetingTarget } from "./session-types.ts";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  up() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: "hello", userId: "me", channels: [], epoch: "e1" });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

class FakeMediaStream {
  id = "local";
  getTracks = () => [];
  getAudioTracks = () => [];
  getVideoTracks = () => [];
}

const joined = (rejoinToken: string) => makeJoinedFrame({ participants: [person("a")], rejoinToken });

function setup(api: Partial<MeetingApi> = {}, target: MeetingTarget = { kind: "personal", slug: "maya" }) {
  const sockets: FakeSocket[] = [];
  const peers: { options: PeerOptions; on: PeerHandlers; destroyed: boolean }[] = [];
  const fullApi: MeetingApi = {
    ensureSession: vi.fn(async () => {}),
    token: vi.fn(async () => ({ token: "api-token", roomId, participantId: "me", expiresAt: "2026-11-21T10:10:00.000Z" })),
    iceServers: vi.fn(async () => ({ iceServers: [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }], expiresAt: null })),
    ...api,
  };
  const session = createMeetingSession(
    target,
    { forceRelay: true },
    {
      api: fullApi,
      socketUrl: () => "ws://127.0.0.1/ws",
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      createPeer: (options, on) => {
        const peer = { options, on, destroyed: false };
        peers.push(peer);
        return {
          pc: () => null,
          signal: () => {},
          addStream: () => {},
          removeStream: () => {},
          addTrack: () => {},
          negotiate: () => {},
          destroy: () => (peer.destroyed = true),
        };
      },
    },
  );
  return {
    session,
    api: fullApi,
    sockets,
    peers,
    socket: () => sockets[sockets.length - 1]!,
    sent: (type: string) => sockets.flatMap((s) => s.sent).filter((f) => f.type === type),
  };
}

describe("a meeting session", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("MediaStream", FakeMediaStream);
    vi.stubGlobal("navigator", {
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
        enumerateDevices: async () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("joins after hello with the API token, calls everyone there through the relay-only ICE config, and relays signals", async () => {
    const { session, api, socket, peers, sent } = setup();
    await session.join({ firstName: "Pip" });
    expect(api.ensureSession).toHaveBeenCalledWith("Pip");
    expect(session.getSnapshot()).toMatchObject({
      phase: "joining",
      currentState: 0,
      mediaError: expect.stringContaining("isn't allowed"),
    });
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent("meeting.join")).toEqual([{ type: "meeting.join", token: "api-token", audio: false, video: false }]);
    socket().receive(joined("rejoin-1"));
    expect(session.getSnapshot()).toMatchObject({ phase: "in-call", currentState: 1, self: { id: "me" } });
    expect(session.getSnapshot().peers.map((p) => [p.participant.id, p.connection])).toEqual([["a", "connecting"]]);
    expect(peers[0]!.options).toMatchObject({
      initiator: true,
      config: { iceTransportPolicy: "relay", iceServers: [{ urls: "turn:127.0.0.1:3478" }] },
    });
    const offer: PeerSignal = { type: "offer", sdp: "v=0" };
    peers[0]!.on.signal(offer);
    expect(sent("meeting.signal")).toEqual([{ type: "meeting.signal", roomId, to: "a", signal: offer }]);
  });

  it("a booking's call asks the booking for its token and needs no guest session", async () => {
    const { session, api, socket } = setup({}, { kind: "booking", bookingId: "b1" });
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.ensureSession).not.toHaveBeenCalled();
    expect(api.token).toHaveBeenCalledWith({ kind: "booking", bookingId: "b1" });
  });

  it("reconnects after the socket drops and rejoins with the rejoin token, rebuilding the peers", async () => {
    const { session, socket, sockets, peers, sent } = setup();
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive(joined("rejoin-1"));
    socket().drop();
    expect(session.getSnapshot().phase).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent("meeting.join").map((f) => f.token)).toEqual(["api-token", "rejoin-1"]);
    socket().receive(joined("rejoin-2"));
    expect(session.getSnapshot().phase).toBe("in-call");
    expect(peers.map((p) => p.destroyed)).toEqual([true, false]);
  });

  it("a refused rejoin token falls back to a fresh token from the API", async () => {
    const { session, socket, sent } = setup();
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive(joined("rejoin-1"));
    socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive({
      type: "meeting.refused",
      roomId: null,
      code: "token",
      message: "This meeting link has expired. Please join again.",
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent("meeting.join").map((f) => f.token)).toEqual(["api-token", "rejoin-1", "api-token"]);
    expect(session.getSnapshot().phase).toBe("reconnecting");
  });

  it("muted by the host: the microphone goes off, the new state is announced, the notice names the host", async () => {
    const { session, socket, sent } = setup();
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive(joined("rejoin-1"));
    socket().receive({ type: "meeting.muted", roomId, by: "Maya", audio: true, video: false });
    expect(session.getSnapshot()).toMatchObject({ audioOn: false, notice: { text: "Maya muted your microphone" } });
    expect(sent("meeting.media")).toEqual([
      { type: "meeting.media", roomId, audio: false, video: false, isScreenSharing: false, screenStreamId: null },
    ]);
  });

  it("host commands and chat go out for the room; leaving says so and ends", async () => {
    const { session, socket, sent, sockets } = setup();
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive(joined("rejoin-1"));
    session.control("mute", "a", { audio: true });
    session.muteAll({ audio: true, video: false });
    session.answerKnock("g1", "admit");
    session.setRoom({ knocking: false });
    session.sendChat("  hello  ");
    session.sendChat("   ");
    expect(sockets[0]!.sent.slice(1).map((f) => f.type)).toEqual([
      "meeting.control",
      "meeting.mute-all",
      "meeting.answer-knock",
      "meeting.room",
      "meeting.chat",
    ]);
    expect(sent("meeting.chat")).toEqual([{ type: "meeting.chat", roomId, text: "hello" }]);
    session.leave();
    expect(sent("meeting.leave")).toEqual([{ type: "meeting.leave", roomId }]);
    expect(session.getSnapshot()).toMatchObject({ phase: "ended", currentState: 2, endMessage: "You left the call." });
    expect(socket().readyState).toBe(3);
  });

  it("a join outside the window ends with the API's words; a network failure goes back to the preview", async () => {
    const closed = setup({ token: () => Promise.reject(new ApiError(409, "It's too early to join.")) });
    await closed.session.join();
    closed.socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.session.getSnapshot()).toMatchObject({ phase: "ended", endMessage: "It's too early to join." });

    const offline = setup({ ensureSession: () => Promise.reject(new ApiError(0, "You're offline.")) });
    await offline.session.join();
    expect(offline.session.getSnapshot()).toMatchObject({ phase: "preview", joinError: "You're offline." });
  });

  it("snapshots are stable between changes and subscribers hear changes", async () => {
    const { session } = setup();
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setVideo(false);
    expect(listener).toHaveBeenCalled();
    expect(session.getSnapshot()).not.toBe(first);
    expect(session.getSnapshot().videoOn).toBe(false);
    unsubscribe();
    session.dispose();
  });
});
