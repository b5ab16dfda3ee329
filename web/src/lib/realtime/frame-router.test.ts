import { describe, expect, it, vi } from "vitest";
import { parseFrame, serverFrameSchema } from "@kora/shared/contracts/realtime.ts";
import { HandlerRegistry, routeFrame, socketUrl } from "./frame-router.ts";

const frame = (value: unknown) => {
  const parsed = parseFrame(serverFrameSchema, JSON.stringify(value));
  if (!parsed) throw new Error("fixture does not parse");
  return parsed;
};
const refresh = { name: "RefreshUser" as const, data: { userId: "u1" } };

describe("routeFrame", () => {
  it("answers a ping with a pong carrying the same t", () => {
    expect(routeFrame(frame({ type: "ping", t: 42 }))).toEqual({ type: "send", frame: { type: "pong", t: 42 } });
  });
  it("routes events, hello, subscribed and errors", () => {
    expect(routeFrame(frame({ type: "event", channel: "private-user.u1", event: refresh, seq: 3 }))).toEqual({
      type: "dispatch",
      channel: "private-user.u1",
      event: refresh,
      seq: 3,
    });
    expect(routeFrame(frame({ type: "hello", userId: "u1", channels: ["private-user.u1"], epoch: "e1" }))).toEqual({
      type: "hello",
      userId: "u1",
      channels: ["private-user.u1"],
      epoch: "e1",
    });
    expect(routeFrame(frame({ type: "subscribed", channel: "ci" }))).toEqual({ type: "subscribed", channel: "ci" });
    expect(routeFrame(frame({ type: "error", message: "nope" }))).toEqual({ type: "server-error", message: "nope" });
    expect(routeFrame(frame({ type: "pong", t: 1 }))).toEqual({ type: "none" });
  });
  it("never sees frames the schema rejects", () => {
    expect(parseFrame(serverFrameSchema, JSON.stringify({ type: "event", channel: "x", event: { name: "Nope", data: {} } }))).toBeNull();
    expect(parseFrame(serverFrameSchema, "not json")).toBeNull();
  });
});

describe("HandlerRegistry", () => {
  it("says when to subscribe and unsubscribe on the wire", () => {
    const registry = new HandlerRegistry();
    const a = vi.fn();
    const b = vi.fn();
    expect(registry.addChannel("card.1", a)).toBe(true);
    expect(registry.addChannel("card.1", b)).toBe(false);
    expect(registry.channels()).toEqual(["card.1"]);
    expect(registry.removeChannel("card.1", a)).toBe(false);
    expect(registry.removeChannel("card.1", a)).toBe(false);
    expect(registry.removeChannel("card.1", b)).toBe(true);
    expect(registry.channels()).toEqual([]);
  });
  it("dispatches to channel handlers and name handlers only", () => {
    const registry = new HandlerRegistry();
    const onCard = vi.fn();
    const onOtherCard = vi.fn();
    const onRefresh = vi.fn();
    registry.addChannel("card.1", onCard);
    registry.addChannel("card.2", onOtherCard);
    const off = registry.addEvent("RefreshUser", onRefresh);
    expect(registry.dispatch("card.1", refresh)).toBe(2);
    expect(onCard).toHaveBeenCalledWith(refresh, "card.1");
    expect(onRefresh).toHaveBeenCalledWith(refresh, "card.1");
    expect(onOtherCard).not.toHaveBeenCalled();
    off();
    expect(registry.dispatch("private-user.u1", refresh)).toBe(0);
  });
  it("keeps going when a handler throws", () => {
    const registry = new HandlerRegistry();
    const after = vi.fn();
    const errors: unknown[] = [];
    registry.addEvent("RefreshUser", () => {
      throw new Error("boom");
    });
    registry.addEvent("RefreshUser", after);
    registry.dispatch("ci", refresh, (error) => errors.push(error));
    expect(after).toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });
});

describe("socketUrl", () => {
  it("follows the page's scheme and host", () => {
    expect(socketUrl({ protocol: "https:", host: "kora.example" })).toBe("wss://kora.example/ws");
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:5173" })).toBe("ws://127.0.0.1:5173/ws");
  });
});
