import { describe, expect, it } from "vitest";
import { layerChanges, parsePublishers, parseSubscription, subscriptionChange, wantedStreams } from "./feeds.ts";

const publishers = parsePublishers([
  {
    id: "me",
    display: "Me",
    streams: [
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
    ],
  },
  {
    id: "ann",
    display: "Ann",
    streams: [
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
      { type: "video", mid: "2", description: "screen" },
    ],
  },
  {
    id: "bob",
    display: "Bob",
    streams: [
      { type: "audio", mid: "0" },
      { type: "video", mid: "1", disabled: true },
    ],
  },
  {
    id: "cy",
    display: "Cy",
    streams: [
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
      { type: "data", mid: "2" },
    ],
  },
]);

describe("SFU feeds", () => {
  it("reads Janus's publishers (string ids) and the subscription layout", () => {
    expect(publishers[1]).toEqual({
      id: "ann",
      display: "Ann",
      streams: [
        { type: "audio", mid: "0", description: null, disabled: false },
        { type: "video", mid: "1", description: null, disabled: false },
        { type: "video", mid: "2", description: "screen", disabled: false },
      ],
    });
    expect(parsePublishers(undefined)).toEqual([]);
    expect(
      parseSubscription([
        { mid: "0", type: "audio", feed_id: "ann", feed_mid: "0", active: true },
        { mid: "1", type: "video", active: false },
      ]),
    ).toEqual([
      { mid: "0", type: "audio", feedId: "ann", feedMid: "0", active: true },
      { mid: "1", type: "video", feedId: null, feedMid: null, active: false },
    ]);
  });

  it("wants everyone's audio and screens, and only the cameras shown, never our own or disabled ones", () => {
    const wanted = wantedStreams(publishers, new Map([["cy", 1]]), "me");
    expect(wanted).toEqual([
      { feed: "ann", mid: "0", kind: "audio" },
      { feed: "ann", mid: "2", kind: "screen", layer: 2 },
      { feed: "bob", mid: "0", kind: "audio" },
      { feed: "cy", mid: "0", kind: "audio" },
      { feed: "cy", mid: "1", kind: "camera", layer: 1 },
    ]);
    // Bob's camera is disabled: wanting it changes nothing.
    expect(wantedStreams(publishers, new Map([["bob", 2]]), "me").some((w) => w.kind === "camera")).toBe(false);
  });

  it("subscribes what is missing (with its layer) and unsubscribes what is no longer shown, in one update", () => {
    const current = parseSubscription([
      { mid: "0", type: "audio", feed_id: "ann", feed_mid: "0" },
      { mid: "1", type: "video", feed_id: "ann", feed_mid: "1" },
      { mid: "2", type: "video", feed_id: "gone", feed_mid: "1", active: false },
    ]);
    const wanted = wantedStreams(publishers, new Map([["cy", 0]]), "me");
    expect(subscriptionChange(current, wanted)).toEqual({
      subscribe: [
        { feed: "ann", mid: "2", substream: 2 },
        { feed: "bob", mid: "0" },
        { feed: "cy", mid: "0" },
        { feed: "cy", mid: "1", substream: 0 },
      ],
      unsubscribe: [{ feed: "ann", mid: "1" }],
    });
    expect(subscriptionChange(current, wantedStreams(publishers.slice(0, 2), new Map([["ann", 1]]), "me"))).toEqual({
      subscribe: [{ feed: "ann", mid: "2", substream: 2 }],
      unsubscribe: [],
    });
  });

  it("asks for another layer only when a shown camera's tile needs one", () => {
    const current = parseSubscription([
      { mid: "0", type: "audio", feed_id: "cy", feed_mid: "0" },
      { mid: "1", type: "video", feed_id: "cy", feed_mid: "1" },
    ]);
    const small = wantedStreams(publishers, new Map([["cy", 0]]), "me");
    expect(layerChanges(current, small, new Map())).toEqual([{ mid: "1", substream: 0 }]);
    expect(layerChanges(current, small, new Map([["1", 0]]))).toEqual([]);
    const large = wantedStreams(publishers, new Map([["cy", 2]]), "me");
    expect(layerChanges(current, large, new Map([["1", 0]]))).toEqual([{ mid: "1", substream: 2 }]);
  });
});
