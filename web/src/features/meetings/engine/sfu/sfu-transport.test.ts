import { describe, expect, it } from "vitest";
import { ENTRY_REFRESH_MS, SfuTransport } from "./sfu-transport.ts";

const entry = (expiresAtMs: number) => ({
  url: "ws://127.0.0.2:8188",
  room: "kora-room",
  feedId: "me",
  sessionToken: "s",
  roomToken: "r",
  expiresAt: new Date(expiresAtMs).toISOString(),
});

/** No media here: a stand-in for the two peer connections (the media path is proven in Chromium). */
const fakePeer = () => ({ connectionState: "new", close() {}, getTransceivers: () => [] }) as unknown as RTCPeerConnection;

function transport(expiresAtMs: number, clock: { now: number }) {
  return new SfuTransport({
    entry: entry(expiresAtMs),
    selfId: "me",
    display: "Me",
    config: () => ({}),
    outgoing: () => ({ camera: {} as MediaStream, screen: null }),
    onChange: () => {},
    onUp: () => {},
    onLost: () => {},
    createPeer: fakePeer,
    now: () => clock.now,
  });
}

describe("SfuTransport's entry refresh", () => {
  it("asks for a fresh entry once its tokens have under 3 minutes left, then not again for 30 s", () => {
    const clock = { now: 0 };
    const sfu = transport(10 * 60_000, clock);
    expect(sfu.entryDue()).toBe(false);
    clock.now = 10 * 60_000 - ENTRY_REFRESH_MS - 1;
    expect(sfu.entryDue()).toBe(false);
    clock.now += 2;
    expect(sfu.entryDue()).toBe(true);
    expect(sfu.entryDue()).toBe(false);
    clock.now += 30_000;
    expect(sfu.entryDue()).toBe(true);
    // The fresh entry arrived: quiet until it nears its own end.
    sfu.updateEntry(entry(clock.now + 10 * 60_000));
    clock.now += 30_000;
    expect(sfu.entryDue()).toBe(false);
  });
});
