import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import { fakeSockets } from "../../../lib/realtime/fake-socket.ts";
import { MeetingSocket } from "./meeting-socket.ts";

const hello = { type: "hello", userId: "u1", channels: [], epoch: "e1" };

function setup() {
  const { sockets, createSocket, last } = fakeSockets();
  const events: string[] = [];
  const frames: MeetingServerFrame[] = [];
  const socket = new MeetingSocket({
    url: () => "ws://127.0.0.1/ws",
    createSocket,
    onReady: () => events.push("ready"),
    onFrame: (frame) => frames.push(frame),
    onDown: () => events.push("down"),
    random: () => 0,
    silenceMs: 60_000,
  });
  return { socket, sockets, events, frames, last };
}

describe("MeetingSocket", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is ready only after the server's hello, and sends nothing before", () => {
    const { socket, last, events } = setup();
    socket.start();
    last().open();
    expect(socket.send({ type: "meeting.leave", roomId: "room:x" })).toBe(false);
    last().receive(hello);
    expect(events).toEqual(["ready"]);
    expect(socket.send({ type: "meeting.leave", roomId: "room:x" })).toBe(true);
    expect(last().sent).toEqual([{ type: "meeting.leave", roomId: "room:x" }]);
  });

  it("answers ping with pong and passes meeting frames on, dropping malformed ones", () => {
    const { socket, last, frames } = setup();
    socket.start();
    last().open();
    last().receive(hello);
    last().receive({ type: "ping", t: 42 });
    last().receive({ type: "meeting.knocks", roomId: "room:x", waiting: [] });
    last().receive({ type: "meeting.knocks", roomId: "not a room", waiting: [] });
    last().receive("{not json");
    expect(last().sent).toEqual([{ type: "pong", t: 42 }]);
    expect(frames).toEqual([{ type: "meeting.knocks", roomId: "room:x", waiting: [] }]);
  });

  it("reconnects with backoff after a drop and is ready again after the next hello", () => {
    const { socket, sockets, last, events } = setup();
    socket.start();
    last().open();
    last().receive(hello);
    last().drop();
    expect(events).toEqual(["ready", "down"]);
    expect(socket.isReady).toBe(false);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The server is still down: the next attempts wait longer (1 s, then 2 s).
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().receive(hello);
    expect(events).toEqual(["ready", "down", "ready"]);
  });

  it("closes a silent socket and reconnects, even when the dead socket never fires close", () => {
    const { socket, sockets, last, events } = setup();
    socket.start();
    last().open();
    last().receive(hello);
    last().firesClose = false;
    vi.advanceTimersByTime(60_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(events).toEqual(["ready", "down"]);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it("stop closes the socket and stops reconnecting", () => {
    const { socket, sockets, last } = setup();
    socket.start();
    last().open();
    socket.stop();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
