import { describe, expect, it, vi } from "vitest";
import { SIMULCAST_ENCODINGS } from "@kora/shared/domain/meetings/sfu-view.ts";
import type { JanusHandle } from "./janus-client.ts";
import { SfuPublisher } from "./sfu-publisher.ts";

/** A sender keeping the parameters it was given (the media path itself is proven in Chromium). */
class FakeSender {
  params: RTCRtpSendParameters;
  constructor(encodings: RTCRtpEncodingParameters[]) {
    this.params = { transactionId: "t", encodings } as unknown as RTCRtpSendParameters;
  }
  getParameters = () => this.params;
  setParameters = vi.fn(async (params: RTCRtpSendParameters) => {
    this.params = params;
  });
}

function setup() {
  const transceivers: { kind: string; sender: FakeSender; init: RTCRtpTransceiverInit }[] = [];
  const pc = {
    addTransceiver: (track: string | MediaStreamTrack, init: RTCRtpTransceiverInit) => {
      const kind = typeof track === "string" ? track : track.kind;
      const transceiver = { kind, sender: new FakeSender(init.sendEncodings ?? [{}]), init, mid: String(transceivers.length) };
      transceivers.push(transceiver);
      return transceiver;
    },
    createOffer: async () => ({ type: "offer", sdp: "v=0" }),
    setLocalDescription: async () => {},
    setRemoteDescription: async () => {},
  } as unknown as RTCPeerConnection;
  const handle = {
    message: vi.fn(async () => ({ data: { publishers: [] }, jsep: { type: "answer", sdp: "v=0" } })),
    trickle: () => {},
  } as unknown as JanusHandle;
  const camera = { getAudioTracks: () => [], getVideoTracks: () => [{ kind: "video" }] } as unknown as MediaStream;
  const publisher = new SfuPublisher({
    handle,
    entry: () => ({ url: "ws://x", room: "r", feedId: "me", sessionToken: "s", roomToken: "t", expiresAt: "2026-01-01T00:00:00Z" }),
    display: "Me",
    pc,
    outgoing: () => ({ camera, screen: null }),
    onPublishers: () => {},
    onGone: () => {},
    onLost: () => {},
    onChange: () => {},
  });
  const video = () => transceivers.find((t) => t.kind === "video")!;
  return { publisher, video };
}

const layers = (busy: boolean) =>
  SIMULCAST_ENCODINGS.map((l) => ({
    rid: l.rid,
    maxBitrate: busy ? l.maxBitrate / 2 : l.maxBitrate,
    scaleResolutionDownBy: busy ? l.scaleResolutionDownBy * 2 : l.scaleResolutionDownBy,
  }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SfuPublisher on a busy computer", () => {
  it("halves every camera layer's size and rate while busy, keeping the three layers, and restores them", async () => {
    const { publisher, video } = setup();
    await publisher.start();
    expect(video().sender.params.encodings).toMatchObject(layers(false));

    publisher.setCpuBusy(true);
    await settle();
    expect(video().sender.params.encodings).toMatchObject(layers(true));
    publisher.setCpuBusy(false);
    await settle();
    expect(video().sender.params.encodings).toMatchObject(layers(false));
    expect(video().sender.setParameters).toHaveBeenCalledTimes(2);
  });

  it("publishes relieved layers when already busy before publishing", async () => {
    const { publisher, video } = setup();
    publisher.setCpuBusy(true);
    await publisher.start();
    expect(video().init.sendEncodings).toMatchObject(layers(true));
    expect(video().sender.setParameters).not.toHaveBeenCalled();
  });
});
