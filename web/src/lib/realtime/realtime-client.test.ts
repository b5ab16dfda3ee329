import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSockets, type FakeSocket } from "./fake-socket.ts";
import { RealtimeClient } from "./realtime-client.ts";

describe("RealtimeClient", () => {
  let sockets: FakeSocket[];
  let client: RealtimeClient;
  let clock: number;

  beforeEach(() => {
    vi.useFakeTimers();
    const fake = fakeSockets();
    sockets = fake.sockets;
    clock = 0;
    client = new RealtimeClient({
      url: () => "ws://test/ws",
      createSocket: fake.createSocket,
      random: () => 0,
      now: () => clock,
      silenceMs: 60_000,
    });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it("connects 2500 ms after start", () => {
    client.start();
    vi.advanceTimersByTime(2499);
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe("ws://test/ws");
  });

  it("answers pings and dispatches events", () => {
    const onRefresh = vi.fn();
    client.onEvent("RefreshUser", onRefresh);
    client.start();
    vi.advanceTimersByTime(2500);
    const socket = sockets[0]!;
    socket.open();
    socket.receive({ type: "ping", t: 7 });
    expect(socket.sent).toEqual([{ type: "pong", t: 7 }]);
    socket.receive({ type: "event", channel: "private-user.u1", event: { name: "RefreshUser", data: { userId: "u1" } }, seq: 1 });
    expect(onRefresh).toHaveBeenCalledWith({ name: "RefreshUser", data: { userId: "u1" } }, "private-user.u1");
    socket.receive({ type: "nonsense" });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("subscribes public channels on open and again after a reconnect", () => {
    const handler = vi.fn();
    const off = client.subscribe("card.abc", handler);
    client.start();
    vi.advanceTimersByTime(2500);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: "subscribe", channel: "card.abc" }]);
    sockets[0]!.drop();
    vi.advanceTimersByTime(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: "subscribe", channel: "card.abc" }]);
    off();
    expect(sockets[1]!.sent.at(-1)).toEqual({ type: "unsubscribe", channel: "card.abc" });
  });

  it("backs off exponentially and starts over after a stable connection", () => {
    client.start();
    vi.advanceTimersByTime(2500);
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = sockets.length;
      sockets.at(-1)!.drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const socket = sockets.at(-1)!;
    socket.open();
    clock += 10_000;
    socket.drop();
    vi.advanceTimersByTime(999);
    const count = sockets.length;
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(count + 1);
  });

  it("closes on stop and does not reconnect", () => {
    client.start();
    vi.advanceTimersByTime(2500);
    sockets[0]!.open();
    client.stop();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe("idle");
  });

  it("drops a silent socket and reconnects", () => {
    client.start();
    vi.advanceTimersByTime(2500);
    sockets[0]!.open();
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it("a signed-out visitor connects at once while listening on a public channel, and disconnects when done", () => {
    const stop = client.subscribe("card.c1", () => {});
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toContainEqual({ type: "subscribe", channel: "card.c1" });
    stop();
    expect(sockets[0]!.closed).toBe(true);
  });

  it("signing in or out reconnects, so the socket carries the new session; subscriptions follow", () => {
    client.subscribe("card.c1", () => {});
    vi.advanceTimersByTime(0);
    sockets[0]!.open();
    client.setIdentity("u1");
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(2499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toContainEqual({ type: "subscribe", channel: "card.c1" });
    client.setIdentity(null);
    expect(sockets[1]!.closed).toBe(true);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(3);
  });
});

describe("RealtimeClient: no event lost before the socket attaches", () => {
  let sockets: FakeSocket[];
  let client: RealtimeClient;
  beforeEach(() => {
    vi.useFakeTimers();
    const fake = fakeSockets();
    sockets = fake.sockets;
    client = new RealtimeClient({
      url: () => "ws://test/ws",
      createSocket: fake.createSocket,
      random: () => 0,
      now: () => 0,
      silenceMs: 60_000,
    });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });
  const refresh = { name: "RefreshUser" as const, data: { userId: "u1" } };

  it("resumes from the page's cursor, handles a replayed event that also came live once, and resumes from the last one after a drop", () => {
    const onRefresh = vi.fn();
    client.onEvent("RefreshUser", onRefresh);
    client.setIdentity("u1", { epoch: "e1", seq: 7 });
    vi.advanceTimersByTime(2500);
    const first = sockets[0]!;
    first.open();
    expect(first.sent).toEqual([{ type: "resume", cursor: { epoch: "e1", seq: 7 } }]);
    first.receive({ type: "hello", userId: "u1", channels: ["private-user.u1"], epoch: "e1" });
    first.receive({ type: "event", channel: "private-user.u1", event: refresh, seq: 9 });
    first.receive({ type: "event", channel: "private-user.u1", event: refresh, seq: 8 });
    first.receive({ type: "event", channel: "private-user.u1", event: refresh, seq: 9 });
    expect(onRefresh).toHaveBeenCalledTimes(2);

    first.drop();
    vi.advanceTimersByTime(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: "resume", cursor: { epoch: "e1", seq: 9 } }]);
  });

  it("takes a restarted server's numbers afresh", () => {
    const onRefresh = vi.fn();
    client.onEvent("RefreshUser", onRefresh);
    client.setIdentity("u1", { epoch: "e1", seq: 7 });
    vi.advanceTimersByTime(2500);
    const socket = sockets[0]!;
    socket.open();
    socket.receive({ type: "hello", userId: "u1", channels: [], epoch: "e1" });
    socket.receive({ type: "event", channel: "private-user.u1", event: refresh, seq: 8 });
    socket.receive({ type: "hello", userId: "u1", channels: [], epoch: "e2" });
    socket.receive({ type: "event", channel: "private-user.u1", event: refresh, seq: 8 });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
