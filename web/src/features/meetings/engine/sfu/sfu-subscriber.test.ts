import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SimulcastLayer } from "@kora/shared/domain/meetings/sfu-view.ts";
import { JanusError, type JanusHandle } from "./janus-client.ts";
import { SfuSubscriber, SYNC_RETRIES, SYNC_RETRY_MS } from "./sfu-subscriber.ts";

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

const guest = {
  id: "guest",
  display: "Guest",
  streams: [{ type: "video" as const, mid: "1", description: null, disabled: false }],
};

/** A handle whose `update`s fail `failures` times (Janus refusing, or silent past the request timeout). */
function failingUpdates(failures: number) {
  const janus = fakeHandle();
  const answer = janus.handle.message;
  let left = failures;
  janus.handle.message = (async (body: Record<string, unknown>) => {
    if (body.request === "update" && left-- > 0) {
      janus.sent.push(body);
      throw new Error("The video server didn't answer (message).");
    }
    return answer(body);
  }) as JanusHandle["message"];
  return janus;
}

/** A subscriber showing `cameras`, joined to the host; then the guest publishes, and their `update` fails `failures` times. */
async function guestPublishesInto(failures: number, cameras: [string, SimulcastLayer][]) {
  const janus = failingUpdates(failures);
  const sub = subscriber(janus.handle);
  sub.setCameras(new Map(cameras));
  sub.addPublishers([host]);
  await vi.advanceTimersByTimeAsync(0);
  sub.addPublishers([guest]);
  await vi.advanceTimersByTimeAsync(0);
  const updates = () => janus.sent.filter((body) => body.request === "update");
  return { sub, updates };
}

describe("SfuSubscriber when a publisher comes straight back", () => {
  it("subscribes again when Janus drops the feed after its return was announced", async () => {
    const janus = fakeHandle();
    const withGuest = [
      { mid: "0", type: "audio", feed_id: "host", feed_mid: "0" },
      { mid: "1", type: "video", feed_id: "host", feed_mid: "1" },
      { mid: "2", type: "video", feed_id: "guest", feed_mid: "1" },
    ];
    janus.handle.message = (async (body: Record<string, unknown>) => {
      janus.sent.push(body);
      return { data: { streams: withGuest } };
    }) as JanusHandle["message"];
    const sub = subscriber(janus.handle);
    sub.setCameras(
      new Map([
        ["host", 2],
        ["guest", 2],
      ]),
    );
    sub.addPublishers([host, guest]);
    await settle();
    expect(janus.requests()).toEqual(["join"]);
    // The guest's connection is set up afresh: Janus says they left and, at once, that they publish again…
    sub.removePublisher("guest");
    sub.addPublishers([guest]);
    await settle();
    // …and only then renegotiates the subscription without the stream the guest had.
    const withoutGuest = [
      { mid: "0", type: "audio", feed_id: "host", feed_mid: "0" },
      { mid: "1", type: "video", feed_id: "host", feed_mid: "1" },
      { mid: "2", type: "video", active: false },
    ];
    janus.handle.onEvent({
      janus: "event",
      plugindata: { plugin: "janus.plugin.videoroom", data: { videoroom: "updated", streams: withoutGuest } },
    });
    await settle();
    expect(janus.sent.filter((body) => body.request === "update").map((body) => body.subscribe)).toEqual([
      [{ feed: "guest", mid: "1", substream: 2 }],
    ]);
  });
});

describe("SfuSubscriber after a failed change", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks again for a camera Janus didn't subscribe it to, so the person's tile doesn't stay dark", async () => {
    const { updates } = await guestPublishesInto(2, [
      ["host", 2],
      ["guest", 2],
    ]);
    expect(updates()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_MS);
    expect(updates()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * SYNC_RETRY_MS);
    expect(updates()).toHaveLength(3);
    expect(updates().map((body) => body.subscribe)).toEqual(Array(3).fill([{ feed: "guest", mid: "1", substream: 2 }]));
    // It went through: nothing more is asked.
    await vi.advanceTimersByTimeAsync(60 * SYNC_RETRY_MS);
    expect(updates()).toHaveLength(3);
  });

  it("drops a feed Janus says isn't there, at once, so the others in the same request aren't kept dark", async () => {
    const janus = fakeHandle();
    const answer = janus.handle.message;
    let started = false; // the "gone" feed's media, until Janus announces it again
    janus.handle.message = (async (body: Record<string, unknown>) => {
      const asked = (body.subscribe ?? []) as { feed: string }[];
      if (body.request === "update" && !started && asked.some((s) => s.feed === "gone")) {
        janus.sent.push(body);
        throw new JanusError(428, "No such feed (gone)");
      }
      return answer(body);
    }) as JanusHandle["message"];
    const sub = subscriber(janus.handle);
    sub.setCameras(
      new Map([
        ["host", 2],
        ["guest", 2],
        ["gone", 2],
      ]),
    );
    sub.addPublishers([host]);
    await vi.advanceTimersByTimeAsync(0);
    sub.addPublishers([guest, { ...guest, id: "gone", display: "Gone" }]);
    await vi.advanceTimersByTimeAsync(0);
    const updates = janus.sent.filter((body) => body.request === "update").map((body) => body.subscribe);
    expect(updates).toEqual([
      [
        { feed: "guest", mid: "1", substream: 2 },
        { feed: "gone", mid: "1", substream: 2 },
      ],
      [{ feed: "guest", mid: "1", substream: 2 }],
    ]);
    // Janus announces it again once its media is up: it is asked for then.
    started = true;
    sub.addPublishers([{ ...guest, id: "gone", display: "Gone" }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(janus.sent.filter((body) => body.request === "update").map((body) => body.subscribe)[2]).toContainEqual({
      feed: "gone",
      mid: "1",
      substream: 2,
    });
    expect(janus.sent.filter((body) => body.request === "update")).toHaveLength(3);
  });

  it("gives up after a few tries in a row, and asks nothing once closed", async () => {
    const failing = await guestPublishesInto(Number.POSITIVE_INFINITY, [["guest", 2]]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(failing.updates()).toHaveLength(1 + SYNC_RETRIES);

    const closed = await guestPublishesInto(Number.POSITIVE_INFINITY, [["guest", 2]]);
    await closed.sub.close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(closed.updates()).toHaveLength(1);
  });
});
