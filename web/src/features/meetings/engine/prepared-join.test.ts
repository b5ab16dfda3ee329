import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PeerSignal } from "@kora/shared/contracts/meetings.ts";
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
}

class FakeMediaStream {
  id = "local";
  getTracks = () => [];
  getAudioTracks = () => [];
  getVideoTracks = () => [];
}

const NOW = Date.parse("2026-11-21T10:00:00.000Z");
const booking: MeetingTarget = { kind: "booking", bookingId: "b1" };

function setup(target: MeetingTarget, api: Partial<MeetingApi> = {}) {
  const sockets: FakeSocket[] = [];
  const peers: { options: PeerOptions; on: PeerHandlers; signals: PeerSignal[]; destroyed: boolean }[] = [];
  let tokens = 0;
  const fullApi: MeetingApi = {
    ensureSession: vi.fn(async () => {}),
    token: vi.fn(async () => ({
      token: `api-token-${++tokens}`,
      roomId,
      participantId: "me",
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    })),
    iceServers: vi.fn(async () => ({ iceServers: [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }], expiresAt: null })),
    ...api,
  };
  const session = createMeetingSession(
    target,
    {},
    {
      api: fullApi,
      socketUrl: () => "ws://127.0.0.1/ws",
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      createPeer: (options, on) => {
        const peer = { options, on, signals: [] as PeerSignal[], destroyed: false };
        peers.push(peer);
        return {
          pc: () => null,
          signal: (data) => peer.signals.push(data),
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

describe("a prepared join (while the preview shows)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
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

  it("a booking's preview fetches ICE servers and the token, opens the socket and makes the offering connection; Join sends meeting.join at once", async () => {
    const { session, api, socket, sockets, peers, sent } = setup(booking);
    await session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.iceServers).toHaveBeenCalledTimes(1);
    expect(api.token).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    expect(peers).toHaveLength(1);
    expect(peers[0]!.options.initiator).toBe(true);
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    // Ready, but nothing goes out before "Join now".
    expect(sent("meeting.join")).toEqual([]);
    expect(session.getSnapshot().phase).toBe("preview");
    const offer: PeerSignal = { type: "offer", sdp: "v=0" };
    peers[0]!.on.signal(offer);

    await session.join();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent("meeting.join")).toEqual([{ type: "meeting.join", token: "api-token-1", audio: false, video: false }]);
    expect(api.token).toHaveBeenCalledTimes(1);
    expect(api.iceServers).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);

    // The join names Maya: the offer made in the preview goes to her in the same turn.
    socket().receive(makeJoinedFrame({ participants: [person("maya")] }));
    expect(peers).toHaveLength(1);
    expect(sent("meeting.signal")).toEqual([{ type: "meeting.signal", roomId, to: "maya", signal: offer }]);
  });

  it("a click before the prepared socket's hello joins on that hello, on the same socket", async () => {
    const { session, socket, sockets, sent } = setup(booking);
    await session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    await session.join();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(sent("meeting.join")).toEqual([]);
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent("meeting.join").map((f) => f.token)).toEqual(["api-token-1"]);
  });

  it("joining an empty room closes the unused spare connection", async () => {
    const { session, socket, peers } = setup(booking);
    await session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    socket().up();
    await session.join();
    await vi.advanceTimersByTimeAsync(0);
    expect(peers[0]!.destroyed).toBe(false);
    socket().receive(makeJoinedFrame({ participants: [] }));
    expect(peers[0]!.destroyed).toBe(true);
  });

  it("a token close to its expiry is not used: the join asks for a new one", async () => {
    const { session, api, socket, sent } = setup(booking);
    await session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    socket().up();
    vi.setSystemTime(NOW + 9.5 * 60_000);
    await session.join();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.token).toHaveBeenCalledTimes(2);
    expect(sent("meeting.join").map((f) => f.token)).toEqual(["api-token-2"]);
  });

  it("a personal room prepares the token and socket only for someone signed in (a guest names themselves first)", async () => {
    const signedOut = setup({ kind: "personal", slug: "maya" }, { hasSession: async () => false });
    await signedOut.session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut.api.iceServers).toHaveBeenCalledTimes(1);
    expect(signedOut.api.token).not.toHaveBeenCalled();
    expect(signedOut.sockets).toHaveLength(0);
    await signedOut.session.join({ firstName: "Pip" });
    expect(signedOut.api.ensureSession).toHaveBeenCalledWith("Pip");
    signedOut.socket().up();
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut.sent("meeting.join")).toHaveLength(1);

    const signedIn = setup({ kind: "personal", slug: "maya" }, { hasSession: async () => true });
    await signedIn.session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    expect(signedIn.api.token).toHaveBeenCalledWith({ kind: "personal", slug: "maya" });
    expect(signedIn.sockets).toHaveLength(1);
  });

  it("a preview that cannot get a token (outside the window) joins as before and shows the API's answer", async () => {
    const token = vi.fn().mockRejectedValue(Object.assign(new Error("It's too early to join."), { status: 409 }));
    const { session, sockets } = setup(booking, { token });
    await session.startPreview();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    expect(session.getSnapshot().phase).toBe("preview");
    await session.join();
    expect(sockets).toHaveLength(1);
  });

  it("holds the screens between an offer coming in and our answer going out, and at most 300 ms", async () => {
    const { session, socket, peers } = setup(booking);
    await session.join();
    socket().up();
    await vi.advanceTimersByTimeAsync(0);
    socket().receive(makeJoinedFrame({ participants: [] }));
    const listener = vi.fn();
    session.subscribe(listener);
    socket().receive({ type: "meeting.participant", roomId, participant: person("lena") });
    socket().receive({ type: "meeting.signal", roomId, from: "lena", signal: { type: "offer", sdp: "v=0" } });
    expect(listener).not.toHaveBeenCalled();
    // The snapshot itself is current.
    expect(session.getSnapshot().peers.map((p) => p.participant.id)).toEqual(["lena"]);
    peers.at(-1)!.on.signal({ type: "answer", sdp: "v=0" });
    expect(listener).toHaveBeenCalledTimes(1);

    listener.mockClear();
    socket().receive({ type: "meeting.participant", roomId, participant: person("tom") });
    await vi.advanceTimersByTimeAsync(299);
    expect(listener).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
