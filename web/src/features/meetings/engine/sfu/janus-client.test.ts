import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JanusError, JanusSession, KEEPALIVE_MS, REQUEST_TIMEOUT_MS, type JanusSocketLike } from "./janus-client.ts";

/** A socket that records what the client sends and lets the test answer as Janus would. */
class FakeSocket implements JanusSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  push(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  last() {
    return this.sent[this.sent.length - 1]!;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connected(token = "session-token-1") {
  let socket: FakeSocket | null = null;
  let n = 0;
  const connecting = JanusSession.connect("ws://sfu.test/janus", token, {
    createSocket: (url) => (socket = new FakeSocket(url)),
    transactionId: () => `tx${++n}`,
  });
  socket!.open();
  await flush();
  expect(socket!.last()).toEqual({ janus: "create", transaction: "tx1", token });
  socket!.push({ janus: "success", transaction: "tx1", data: { id: 42 } });
  const session = await connecting;
  return { session, socket: socket! };
}

describe("JanusSession", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] }));
  afterEach(() => vi.useRealTimers());

  it("creates a session with the token and puts the session id and token on every request", async () => {
    const { session, socket } = await connected();
    expect(session.id).toBe(42);
    const attaching = session.attach();
    expect(socket.last()).toEqual({
      janus: "attach",
      plugin: "janus.plugin.videoroom",
      transaction: "tx2",
      token: "session-token-1",
      session_id: 42,
    });
    socket.push({ janus: "success", transaction: "tx2", data: { id: 7 } });
    expect((await attaching).id).toBe(7);
  });

  it("waits past the ack for a plugin message's event, with its jsep", async () => {
    const { session, socket } = await connected();
    const attaching = session.attach();
    socket.push({ janus: "success", transaction: "tx2", data: { id: 7 } });
    const handle = await attaching;
    const joining = handle.message({ request: "join", ptype: "publisher", room: "r1" }, { type: "offer", sdp: "v=0" });
    expect(socket.last()).toMatchObject({
      janus: "message",
      handle_id: 7,
      session_id: 42,
      body: { request: "join", ptype: "publisher", room: "r1" },
      jsep: { type: "offer", sdp: "v=0" },
    });
    socket.push({ janus: "ack", transaction: "tx3" });
    socket.push({
      janus: "event",
      transaction: "tx3",
      sender: 7,
      plugindata: { plugin: "janus.plugin.videoroom", data: { videoroom: "joined", id: "me", publishers: [] } },
      jsep: { type: "answer", sdp: "v=0 answer" },
    });
    expect(await joining).toEqual({ data: { videoroom: "joined", id: "me", publishers: [] }, jsep: { type: "answer", sdp: "v=0 answer" } });
  });

  it("rejects a plugin error and a Janus error with their codes", async () => {
    const { session, socket } = await connected();
    const attaching = session.attach();
    socket.push({ janus: "success", transaction: "tx2", data: { id: 7 } });
    const handle = await attaching;
    const refused = handle.message({ request: "join" });
    socket.push({
      janus: "event",
      transaction: "tx3",
      sender: 7,
      plugindata: { plugin: "x", data: { error_code: 433, error: "Unauthorized" } },
    });
    await expect(refused).rejects.toMatchObject({ code: 433, message: "Unauthorized" });
    const denied = session.attach();
    socket.push({
      janus: "error",
      transaction: "tx4",
      error: { code: 403, reason: "Unauthorized request (wrong or missing secret/token)" },
    });
    await expect(denied).rejects.toBeInstanceOf(JanusError);
  });

  it("routes pushed events to their handle, and trickles candidates and the end of gathering", async () => {
    const { session, socket } = await connected();
    const attaching = session.attach();
    socket.push({ janus: "success", transaction: "tx2", data: { id: 7 } });
    const handle = await attaching;
    const events: string[] = [];
    handle.onEvent = (frame) => events.push(frame.janus);
    socket.push({ janus: "webrtcup", session_id: 42, sender: 7 });
    socket.push({ janus: "media", session_id: 42, sender: 7, type: "video", receiving: true });
    socket.push({ janus: "slowlink", session_id: 42, sender: 7, uplink: true });
    socket.push({ janus: "hangup", session_id: 42, sender: 8, reason: "other handle" });
    socket.push({ janus: "hangup", session_id: 42, sender: 7, reason: "DTLS alert" });
    expect(events).toEqual(["webrtcup", "media", "slowlink", "hangup"]);
    handle.trickle({ candidate: "candidate:1 1 udp 1 127.0.0.2 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 });
    expect(socket.last()).toMatchObject({ janus: "trickle", handle_id: 7, candidate: { sdpMid: "0" }, token: "session-token-1" });
    handle.trickle(null);
    expect(socket.last()).toMatchObject({ janus: "trickle", candidate: { completed: true } });
  });

  it("keeps the session alive every 25 s with the newest token", async () => {
    const { session, socket } = await connected();
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(socket.last()).toMatchObject({ janus: "keepalive", session_id: 42, token: "session-token-1" });
    session.setToken("session-token-2");
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(socket.last()).toMatchObject({ janus: "keepalive", token: "session-token-2" });
    expect(socket.sent.filter((f) => f.janus === "keepalive")).toHaveLength(2);
  });

  it("destroys the session, stops the keepalives and fails what was pending when the socket closes", async () => {
    const { session, socket } = await connected();
    let closed = 0;
    session.onClosed = () => closed++;
    const pending = session.attach();
    socket.onclose?.({} as CloseEvent);
    await expect(pending).rejects.toThrow(/closed/);
    expect(session.closed).toBe(true);
    expect(closed).toBe(1);
    vi.advanceTimersByTime(KEEPALIVE_MS * 2);
    expect(socket.sent.some((f) => f.janus === "keepalive")).toBe(false);
    await expect(session.attach()).rejects.toThrow(/closed/);
  });

  it("sends destroy on leaving and ends on Janus's session timeout", async () => {
    const first = await connected();
    const destroying = first.session.destroy();
    expect(first.socket.last()).toMatchObject({ janus: "destroy", session_id: 42 });
    first.socket.push({ janus: "success", transaction: first.socket.last().transaction });
    await destroying;
    expect(first.socket.closed).toBe(true);
    const second = await connected();
    second.socket.push({ janus: "timeout", session_id: 42 });
    expect(second.session.closed).toBe(true);
  });

  it("fails a request Janus never answers", async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    const connecting = connected();
    await vi.advanceTimersByTimeAsync(1);
    const { session } = await connecting;
    const attaching = session.attach();
    const failed = expect(attaching).rejects.toThrow(/didn't answer/);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await failed;
  });

  it("refuses to connect when the socket can't open", async () => {
    let socket: FakeSocket | null = null;
    const connecting = JanusSession.connect("ws://sfu.test/janus", "t", { createSocket: (url) => (socket = new FakeSocket(url)) });
    socket!.onerror?.(new Event("error"));
    await expect(connecting).rejects.toThrow(/can't be reached/);
  });
});
