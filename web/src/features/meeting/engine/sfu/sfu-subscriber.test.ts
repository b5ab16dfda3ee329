import { describe, expect, it } from "vitest";
import type { JanusHandle } from "./janus-client.ts";
import { SfuSubscriber } from "./sfu-subscriber.ts";

/** Janus's answers to a subscriber: the streams it carries (feed `host`: mid 0 audio, mid 1 camera), no jsep. */
function fakeHandle() {
  const sent: Record<string, unknown>[] = [];
  const streams = [
    { mid: "0", type: "audio", feed_id: "host", feed_mid: "0" },
    { mid: "1", type: "video", feed_id: "host", feed_mid: "1" },
  ];
  const handle = {
    onEvent: () => {},
    trickle: () => {},
    message: async (body: Record<string, unknown>) => {
      sent.push(body);
      return { data: body.request === "configure" ? {} : { streams } };
    },
  } as unknown as JanusHandle;
  return { handle, requests: () => sent.map((body) => body.request), sent };
}

const pc = { connectionState: "new", getTransceivers: () => [] } as unknown as RTCPeerConnection;
const host = {
  id: "host",
  display: "Host",
  streams: [
    { type: "audio" as const, mid: "0", description: null, disabled: false },
    { type: "video" as const, mid: "1", description: null, disabled: false },
  ],
};

function subscriber(handle: JanusHandle) {
  return new SfuSubscriber({ handle, room: () => "r", roomToken: () => "t", selfId: "me", pc, onChange: () => {}, onLost: () => {} });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SfuSubscriber's layers", () => {
  it("asks for a camera's layer in the join and does not ask again (each ask costs the publisher a keyframe)", async () => {
    const janus = fakeHandle();
    const sub = subscriber(janus.handle);
    sub.setCameras(new Map([["host", 2]]));
    sub.addPublishers([host]);
    await settle();
    expect(janus.requests()).toEqual(["join"]);
    expect(janus.sent[0]?.streams).toEqual([
      { feed: "host", mid: "0" },
      { feed: "host", mid: "1", substream: 2 },
    ]);
    // The tile shrinks: one configure, for the subscription's mid, and only once.
    sub.setCameras(new Map([["host", 0]]));
    await settle();
    sub.setCameras(new Map([["host", 0]]));
    await settle();
    expect(janus.requests()).toEqual(["join", "configure"]);
    expect(janus.sent[1]?.streams).toEqual([{ mid: "1", substream: 0 }]);
  });
});
