import { describe, expect, it } from "vitest";
import type { ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { recordingSocket } from "../test/harness.ts";
import { HEARTBEAT_SLOTS, RealtimeHub } from "./hub.ts";

describe("RealtimeHub", () => {
  it("joins the private channel on connect and fans out only to members of a channel", () => {
    const hub = new RealtimeHub(() => 0);
    const a = recordingSocket("a", "u1");
    const b = recordingSocket("b", "u2");
    hub.connect(a.client);
    hub.connect(b.client);
    expect(a.frames[0]).toEqual({ type: "hello", userId: "u1", channels: ["private-user.u1"], epoch: hub.epoch });
    hub.receive("b", { type: "subscribe", channel: "card.9" });
    expect(hub.localMembers("card.9")).toBe(1);
    hub.publish("card.9", { name: "RefreshUser", data: { userId: "u2" } });
    hub.toUser("u1", { name: "RefreshUser", data: { userId: "u1" } });
    expect(a.frames.filter((f) => f.type === "event")).toHaveLength(1);
    expect(b.frames.filter((f) => f.type === "event")).toHaveLength(1);
    hub.receive("b", { type: "unsubscribe", channel: "card.9" });
    expect(hub.localMembers("card.9")).toBe(0);
    hub.publish("card.9", { name: "RefreshUser", data: { userId: "u2" } });
    expect(b.frames.filter((f) => f.type === "event")).toHaveLength(1);
  });

  it("forgets a socket on disconnect, everywhere", () => {
    const hub = new RealtimeHub(() => 0);
    const a = recordingSocket("a", "u1");
    hub.connect(a.client);
    hub.disconnect("a");
    hub.toUser("u1", { name: "RefreshUser", data: { userId: "u1" } });
    expect(a.frames.filter((f) => f.type === "event")).toHaveLength(0);
    expect(hub.localMembers("private-user.u1")).toBe(0);
    expect(hub.size).toBe(0);
  });

  it("pings live sockets and drops silent ones after two and a half heartbeats", () => {
    let now = 0;
    const hub = new RealtimeHub(() => now);
    const closed: string[] = [];
    const quiet = { ...recordingSocket("q", "u1").client, close: () => closed.push("q") };
    const chatty = recordingSocket("c", "u2");
    hub.connect(quiet);
    hub.connect(chatty.client);
    now = 30_000;
    hub.heartbeat();
    expect(chatty.frames).toContainEqual({ type: "ping", t: 30_000 });
    hub.receive("c", { type: "pong", t: 30_000 });
    now = 70_000;
    hub.heartbeat();
    expect(closed).toEqual(["q"]);
    expect(hub.size).toBe(1);
  });
});

describe("RealtimeHub heartbeat spread over the interval", () => {
  it("pings a 25th of the sockets at each tick, every socket once a round", () => {
    let now = 0;
    const hub = new RealtimeHub(() => now);
    const sockets = Array.from({ length: 60 }, (_, i) => recordingSocket(`s${i}`, `u${i}`));
    for (const socket of sockets) hub.connect(socket.client);
    const pings = () => sockets.map((socket) => socket.frames.filter((f) => f.type === "ping").length);
    now = 1000;
    hub.heartbeat(0);
    expect(pings().reduce((a, b) => a + b, 0)).toBe(Math.ceil(60 / HEARTBEAT_SLOTS));
    for (let slot = 1; slot < HEARTBEAT_SLOTS; slot++) hub.heartbeat(slot);
    expect(pings()).toEqual(sockets.map(() => 1));
    // A silent socket is closed at its own slot's turn, not before.
    now = 1000 + 70_000;
    for (const socket of sockets.slice(1)) hub.receive(socket.client.id, { type: "pong", t: now });
    hub.heartbeat(1);
    expect(hub.size).toBe(60);
    hub.heartbeat(0);
    expect(hub.size).toBe(59);
  });
});

describe("RealtimeHub replay: nothing lost before a tab attaches", () => {
  const refresh = (userId: string) => ({ name: "RefreshUser" as const, data: { userId } });
  const events = (frames: ServerFrame[]) => frames.filter((f) => f.type === "event");

  it("replays my private events after the page's cursor, up to when the socket joined, each with its number", () => {
    const hub = new RealtimeHub(() => 0);
    const atPageLoad = hub.cursor();
    hub.toUser("u1", refresh("u1"));
    hub.toUser("u2", refresh("u2"));
    hub.publish("card.9", refresh("u1"));
    const a = recordingSocket("a", "u1");
    hub.connect(a.client);
    hub.toUser("u1", { name: "RefreshBooking", data: { bookingId: "b1" } });
    hub.receive("a", { type: "resume", cursor: atPageLoad });
    expect(events(a.frames)).toEqual([
      { type: "event", channel: "private-user.u1", event: { name: "RefreshBooking", data: { bookingId: "b1" } }, seq: 4 },
      { type: "event", channel: "private-user.u1", event: refresh("u1"), seq: 1 },
    ]);
    // Resuming from a later cursor replays only what came after it.
    const b = recordingSocket("b", "u1");
    hub.connect(b.client);
    hub.receive("b", { type: "resume", cursor: { epoch: hub.epoch, seq: 1 } });
    expect(events(b.frames).map((f) => f.seq)).toEqual([4]);
  });

  it("replays everything kept to a cursor from another server process, nothing to a signed-out socket, and forgets old events", () => {
    let now = 0;
    const hub = new RealtimeHub(() => now);
    hub.toUser("u1", refresh("u1"));
    const a = recordingSocket("a", "u1");
    hub.connect(a.client);
    hub.receive("a", { type: "resume", cursor: { epoch: "a-process-before-a-restart", seq: 99 } });
    expect(events(a.frames)).toHaveLength(1);
    const visitor = recordingSocket("v", null);
    hub.connect(visitor.client);
    hub.receive("v", { type: "resume", cursor: { epoch: hub.epoch, seq: 0 } });
    expect(events(visitor.frames)).toEqual([]);
    now = 11 * 60_000;
    hub.heartbeat();
    const late = recordingSocket("l", "u1");
    hub.connect(late.client);
    hub.receive("l", { type: "resume", cursor: { epoch: hub.epoch, seq: 0 } });
    expect(events(late.frames)).toEqual([]);
  });
});
