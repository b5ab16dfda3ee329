import { describe, expect, it } from "vitest";
import type { PeerSignal } from "@kora/shared/contracts/meetings.ts";
import { PeerMesh } from "./peer-mesh.ts";
import type { PeerHandlers, PeerOptions } from "./simple-peer-adapter.ts";
import { SPARE_MAX_AGE_MS } from "./spare-peer.ts";

const track = (id: string) => ({ kind: "video", id }) as unknown as MediaStreamTrack;

function setup() {
  const made: { options: PeerOptions; on: PeerHandlers; destroyed: boolean; signals: PeerSignal[] }[] = [];
  const sent: { to: string; signal: PeerSignal }[] = [];
  let relay = false;
  let tracks = [track("cam-1")];
  let now = 1_700_000_000_000;
  const camera = { id: "cam", getTracks: () => tracks, addEventListener: () => {} } as unknown as MediaStream;
  const mesh = new PeerMesh({
    createPeer: (options, on) => {
      const peer = { options, on, destroyed: false, signals: [] as PeerSignal[] };
      made.push(peer);
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
    sendSignal: (to, signal) => sent.push({ to, signal }),
    onChange: () => {},
    config: () => ({ iceServers: [{ urls: "turn:127.0.0.1:3478" }], iceTransportPolicy: relay ? "relay" : "all" }),
    outgoing: () => ({ camera, screen: null }),
    selfId: () => "m",
    now: () => now,
  });
  return {
    mesh,
    made,
    sent,
    setRelay: (on: boolean) => (relay = on),
    setTracks: (ids: string[]) => (tracks = ids.map(track)),
    advance: (ms: number) => (now += ms),
  };
}

const offer: PeerSignal = { type: "offer", sdp: "v=0" };
const candidate = (n: number): PeerSignal => ({ type: "candidate", candidate: { candidate: `candidate:${n}` } });

describe("the spare offering connection (prepared in the preview)", () => {
  it("holds its offer and candidates until the join names someone, then sends them to that person in order", () => {
    const { mesh, made, sent } = setup();
    mesh.warmSpare();
    expect(made).toHaveLength(1);
    expect(made[0]!.options).toMatchObject({ initiator: true, config: { iceTransportPolicy: "all" } });
    made[0]!.on.signal(offer);
    made[0]!.on.signal(candidate(1));
    expect(sent).toEqual([]);
    mesh.call("a");
    expect(made).toHaveLength(1);
    expect(sent).toEqual([
      { to: "a", signal: offer },
      { to: "a", signal: candidate(1) },
    ]);
    made[0]!.on.signal(candidate(2));
    expect(sent.at(-1)).toEqual({ to: "a", signal: candidate(2) });
    // Their answer reaches the same connection.
    mesh.handleSignal("a", { type: "answer", sdp: "v=0" });
    expect(made[0]!.signals).toEqual([{ type: "answer", sdp: "v=0" }]);
  });

  it("is used once: the second person gets a connection of their own", () => {
    const { mesh, made, sent } = setup();
    mesh.warmSpare();
    mesh.call("a");
    mesh.call("b");
    expect(made).toHaveLength(2);
    made[1]!.on.signal(offer);
    expect(sent).toEqual([{ to: "b", signal: offer }]);
  });

  it("is thrown away when it no longer fits: relay switched, another camera, or too old", () => {
    const relay = setup();
    relay.mesh.warmSpare();
    relay.setRelay(true);
    relay.mesh.call("a");
    expect(relay.made).toHaveLength(2);
    expect(relay.made[0]!.destroyed).toBe(true);
    expect(relay.made[1]!.options.config.iceTransportPolicy).toBe("relay");

    const camera = setup();
    camera.mesh.warmSpare();
    camera.setTracks(["cam-2"]);
    camera.mesh.call("a");
    expect(camera.made).toHaveLength(2);
    expect(camera.made[0]!.destroyed).toBe(true);

    const old = setup();
    old.mesh.warmSpare();
    old.advance(SPARE_MAX_AGE_MS);
    old.mesh.call("a");
    expect(old.made).toHaveLength(2);
    expect(old.made[0]!.destroyed).toBe(true);
  });

  it("never answers an offer, and goes when dropped", () => {
    const { mesh, made } = setup();
    mesh.warmSpare();
    mesh.handleSignal("a", offer);
    expect(made).toHaveLength(2);
    expect(made[1]!.options.initiator).toBe(false);
    expect(made[0]!.destroyed).toBe(false);
    mesh.dropSpare();
    expect(made[0]!.destroyed).toBe(true);
  });
});
