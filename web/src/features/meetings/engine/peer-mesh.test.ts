import { describe, expect, it, vi } from "vitest";
import type { Participant, PeerSignal } from "@kora/shared/contracts/meetings.ts";
import { perPeerBitrate } from "@kora/shared/domain/meetings/rules.ts";
import { PeerMesh } from "./peer-mesh.ts";
import type { PeerHandlers, PeerOptions } from "./simple-peer-adapter.ts";

const offer = (fingerprint: string): PeerSignal => ({ type: "offer", sdp: `v=0\r\na=fingerprint:sha-256 ${fingerprint}\r\n` });
const track = (kind: string, id = kind) => ({ kind, id }) as unknown as MediaStreamTrack;
const stream = (id: string, tracks: MediaStreamTrack[] = [track("video", `${id}-v`)]) =>
  ({ id, getTracks: () => tracks, addEventListener: () => {} }) as unknown as MediaStream;

class FakeSender {
  params = { transactionId: "t", encodings: [{ active: true }] as RTCRtpEncodingParameters[] };
  constructor(public track: MediaStreamTrack | null) {}
  replaceTrack = vi.fn(async (next: MediaStreamTrack) => {
    this.track = next;
  });
  getParameters = () => this.params;
  setParameters = vi.fn(async (params: typeof this.params) => {
    this.params = params;
  });
}

class FakePeer {
  signals: PeerSignal[] = [];
  destroyed = false;
  added: MediaStream[] = [];
  addedTracks: MediaStreamTrack[] = [];
  negotiations = 0;
  pcState = {
    signalingState: "stable" as RTCSignalingState,
    remoteDescription: null as { sdp: string } | null,
    restarts: 0,
    senders: [] as FakeSender[],
  };
  constructor(
    readonly options: PeerOptions,
    readonly on: PeerHandlers,
  ) {
    this.pcState.senders = options.streams.flatMap((s) => s.getTracks()).map((t) => new FakeSender(t));
  }
  pc = () =>
    this.destroyed
      ? null
      : ({
          signalingState: this.pcState.signalingState,
          remoteDescription: this.pcState.remoteDescription,
          restartIce: () => this.pcState.restarts++,
          getSenders: () => this.pcState.senders,
          getReceivers: () => [],
        } as unknown as RTCPeerConnection);
  signal = (data: PeerSignal) => {
    this.signals.push(data);
    if (data.type === "offer" && data.sdp) this.pcState.remoteDescription = { sdp: data.sdp };
  };
  addStream = (s: MediaStream) => this.added.push(s);
  removeStream = () => {};
  addTrack = (t: MediaStreamTrack) => this.addedTracks.push(t);
  negotiate = () => this.negotiations++;
  destroy = () => {
    this.destroyed = true;
  };
}

function setup(selfId = "m") {
  const peers: { id: string; peer: FakePeer }[] = [];
  const sent: { to: string; signal: PeerSignal }[] = [];
  let now = 1_700_000_000_000;
  let nextFor = "";
  const camera = stream("cam", [track("audio", "mic"), track("video", "cam-v")]);
  let screen: MediaStream | null = null;
  const mesh = new PeerMesh({
    createPeer: (options, handlers) => {
      const peer = new FakePeer(options, handlers);
      peers.push({ id: nextFor, peer });
      return peer;
    },
    sendSignal: (to, signal) => sent.push({ to, signal }),
    onChange: () => {},
    config: () => ({ iceServers: [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }], iceTransportPolicy: "relay" }),
    outgoing: () => ({ camera, screen }),
    selfId: () => selfId,
    now: () => now,
  });
  const forPeer = (id: string) => {
    nextFor = id;
    return mesh;
  };
  return {
    mesh,
    peers,
    sent,
    forPeer,
    camera,
    setScreen: (s: MediaStream | null) => (screen = s),
    advance: (ms: number) => (now += ms),
    peer: (i: number) => peers[i]!.peer,
  };
}

describe("PeerMesh", () => {
  it("calls as initiator with the session's ICE config and the camera, relaying its signals", () => {
    const { forPeer, peer, sent, camera } = setup();
    forPeer("a").call("a");
    expect(peer(0).options).toMatchObject({ initiator: true, config: { iceTransportPolicy: "relay" }, streams: [camera] });
    peer(0).on.signal(offer("aa"));
    expect(sent).toEqual([{ to: "a", signal: offer("aa") }]);
  });

  it("answers an offer from someone new, and passes a renegotiation (same certificate) to the same peer", () => {
    const { forPeer, peers, peer } = setup();
    forPeer("a").handleSignal("a", offer("aa"));
    expect(peer(0).options.initiator).toBe(false);
    expect(peer(0).signals).toEqual([offer("aa")]);
    forPeer("a").handleSignal("a", { type: "candidate", candidate: { candidate: "candidate:1" } });
    forPeer("a").handleSignal("a", offer("aa"));
    expect(peers).toHaveLength(1);
    expect(peer(0).signals).toHaveLength(3);
  });

  it("replaces the connection when the other side offers from a new one", () => {
    const { forPeer, peers, peer } = setup();
    forPeer("a").handleSignal("a", offer("aa"));
    forPeer("a").handleSignal("a", offer("bb"));
    expect(peers).toHaveLength(2);
    expect(peer(0).destroyed).toBe(true);
    expect(peer(1).signals).toEqual([offer("bb")]);
  });

  it("settles glare: the smaller id keeps its offer, the larger answers", () => {
    const small = setup("a");
    small.forPeer("b").call("b");
    small.peer(0).pcState.signalingState = "have-local-offer";
    small.forPeer("b").handleSignal("b", offer("bb"));
    expect(small.peers).toHaveLength(1);

    const large = setup("c");
    large.forPeer("b").call("b");
    large.peer(0).pcState.signalingState = "have-local-offer";
    large.forPeer("b").handleSignal("b", offer("bb"));
    expect(large.peers).toHaveLength(2);
    expect(large.peer(1).options.initiator).toBe(false);
  });

  it("the initiator rebuilds a connection that closed (ICE failed) and offers again", () => {
    const { forPeer, mesh, peers, peer, advance } = setup();
    forPeer("a").call("a");
    peer(0).on.connect();
    peer(0).on.iceState("failed");
    peer(0).on.close();
    expect(mesh.media({ id: "a" } as Participant).connection).toBe("reconnecting");
    advance(1000);
    mesh.tick();
    expect(peers).toHaveLength(2);
    expect(peer(1).options.initiator).toBe(true);
  });

  it("restarts ICE on the initiator after 3 s disconnected", () => {
    const { forPeer, mesh, peer, advance } = setup();
    forPeer("a").call("a");
    peer(0).on.connect();
    peer(0).on.iceState("disconnected");
    advance(3000);
    mesh.tick();
    expect(peer(0).pcState.restarts).toBe(1);
    expect(peer(0).negotiations).toBe(1);
  });

  it("tells camera from screen by the announced screen stream id", () => {
    const { forPeer, mesh, peer } = setup();
    forPeer("a").handleSignal("a", offer("aa"));
    peer(0).on.stream(stream("their-cam"));
    peer(0).on.stream(stream("their-screen"));
    const sharing = { id: "a", isScreenSharing: true, screenStreamId: "their-screen" } as Participant;
    expect(mesh.media(sharing)).toMatchObject({ stream: { id: "their-cam" }, screen: { id: "their-screen" } });
    expect(mesh.media({ ...sharing, isScreenSharing: false, screenStreamId: null }).screen).toBeNull();
    expect(mesh.media({ ...sharing, isScreenSharing: false, screenStreamId: null }).stream?.id).toBe("their-cam");
  });

  it("swaps a device's track on every sender without renegotiating; adds it where there was none", () => {
    const { forPeer, mesh, peer, camera } = setup();
    forPeer("a").call("a");
    forPeer("b").call("b");
    const oldVideo = camera.getTracks()[1]!;
    const next = track("video", "new-cam");
    mesh.replaceTrack(oldVideo, next, camera);
    for (const i of [0, 1]) {
      expect(peer(i).pcState.senders[1]!.replaceTrack).toHaveBeenCalledWith(next);
      expect(peer(i).negotiations).toBe(0);
    }
    mesh.replaceTrack(null, track("video", "first-cam"), camera);
    expect(peer(0).addedTracks.map((t) => t.id)).toEqual(["first-cam"]);
  });

  it("caps video senders at the per-peer bitrate for the room size, screen and camera sharing it while sharing", () => {
    const { forPeer, mesh, peer, setScreen } = setup();
    forPeer("a").call("a");
    mesh.applyBitrates(5);
    const [audio, video] = peer(0).pcState.senders;
    expect(audio!.setParameters).not.toHaveBeenCalled();
    expect(video!.params.encodings[0]!.maxBitrate).toBe(perPeerBitrate(5));
    const screen = stream("scr");
    setScreen(screen);
    peer(0).pcState.senders.push(new FakeSender(screen.getTracks()[0]!));
    mesh.applyBitrates();
    const cameraCap = video!.params.encodings[0]!.maxBitrate!;
    const screenCap = peer(0).pcState.senders[2]!.params.encodings[0]!.maxBitrate!;
    expect(cameraCap + screenCap).toBe(perPeerBitrate(5));
    expect(screenCap).toBeGreaterThan(cameraCap);
  });

  it("while the computer is busy sends cameras at half size and rate, the screen unchanged, and restores them", () => {
    const { forPeer, mesh, peer, setScreen } = setup();
    forPeer("a").call("a");
    const screen = stream("scr");
    setScreen(screen);
    peer(0).pcState.senders.push(new FakeSender(screen.getTracks()[0]!));
    mesh.applyBitrates(2);
    const [, camera, shared] = peer(0).pcState.senders;
    const full = { camera: camera!.params.encodings[0]!, screen: shared!.params.encodings[0]! };
    expect(full.camera.scaleResolutionDownBy ?? 1).toBe(1);

    mesh.setCpuBusy(true);
    expect(camera!.params.encodings[0]).toMatchObject({ maxBitrate: Math.round(full.camera.maxBitrate! / 2), scaleResolutionDownBy: 2 });
    expect(shared!.params.encodings[0]).toEqual(full.screen);
    // A new connection while busy starts relieved.
    forPeer("b").call("b");
    expect(peer(1).pcState.senders[1]!.params.encodings[0]!.scaleResolutionDownBy).toBe(2);

    mesh.setCpuBusy(false);
    expect(camera!.params.encodings[0]).toMatchObject({ maxBitrate: full.camera.maxBitrate, scaleResolutionDownBy: 1 });
    const calls = camera!.setParameters.mock.calls.length;
    mesh.setCpuBusy(false);
    mesh.applyBitrates();
    expect(camera!.setParameters.mock.calls.length, "nothing to change, no call").toBe(calls);
  });

  it("drop and reset close peers", () => {
    const { forPeer, mesh, peer } = setup();
    forPeer("a").call("a");
    forPeer("b").call("b");
    mesh.drop("a");
    expect(peer(0).destroyed).toBe(true);
    expect(peer(1).destroyed).toBe(false);
    mesh.reset();
    expect(peer(1).destroyed).toBe(true);
    expect(mesh.media({ id: "b" } as Participant).connection).toBe("connecting");
  });
});
