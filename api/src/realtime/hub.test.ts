import { describe, expect, it } from "vitest";
import { recordingSocket } from "../test/harness.ts";
import { RealtimeHub } from "./hub.ts";

describe("RealtimeHub", () => {
  it("joins the private channel on connect and fans out only to members of a channel", () => {
    const hub = new RealtimeHub(() => 0);
    const a = recordingSocket("a", "u1");
    const b = recordingSocket("b", "u2");
    hub.connect(a.client);
    hub.connect(b.client);
    expect(a.frames[0]).toEqual({ type: "hello", userId: "u1", channels: ["private-user.u1"] });
    hub.receive("b", { type: "subscribe", channel: "card.9" });
    expect(hub.publish("card.9", { name: "RefreshUser", data: { userId: "u2" } })).toBe(1);
    expect(hub.toUser("u1", { name: "RefreshUser", data: { userId: "u1" } })).toBe(1);
    expect(a.frames.filter((f) => f.type === "event")).toHaveLength(1);
    expect(b.frames.filter((f) => f.type === "event")).toHaveLength(1);
    hub.receive("b", { type: "unsubscribe", channel: "card.9" });
    expect(hub.publish("card.9", { name: "RefreshUser", data: { userId: "u2" } })).toBe(0);
  });

  it("forgets a socket on disconnect, everywhere", () => {
    const hub = new RealtimeHub(() => 0);
    const a = recordingSocket("a", "u1");
    hub.connect(a.client);
    hub.disconnect("a");
    expect(hub.toUser("u1", { name: "RefreshUser", data: { userId: "u1" } })).toBe(0);
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
