import { describe, expect, it, vi } from "vitest";
import { IPC_CHANNELS, IPC_CHANNEL_LIST } from "../ipc-contract.ts";
import { assertTrustedSender, createIpcDispatcher, IpcRejectedError, parseIpcArgs, type IpcHandlers } from "./ipc-guard.ts";

const KORA = "https://kora.example.com";
const PAGE = "https://kora.example.com/my-kora/dashboard";

describe("assertTrustedSender", () => {
  it("accepts a Kora page", () => {
    expect(() => assertTrustedSender(IPC_CHANNELS.notify, PAGE, KORA)).not.toThrow();
  });

  it.each([
    ["https://evil.example/", "sender origin https://evil.example is not the Kora origin https://kora.example.com"],
    ["https://kora.example.com.evil.example/", "is not the Kora origin"],
    ["http://kora.example.com/", "sender origin http://kora.example.com is not"],
    ["file:///opt/Kora/static/offline.html", "sender origin null is not"],
    ["about:blank", "sender origin null is not"],
    ["", "an unparsable URL"],
  ])("rejects a frame on %j", (url, message) => {
    expect(() => assertTrustedSender(IPC_CHANNELS.notify, url, KORA)).toThrow(IpcRejectedError);
    expect(() => assertTrustedSender(IPC_CHANNELS.notify, url, KORA)).toThrow(message);
  });

  it("rejects a call whose frame has gone", () => {
    expect(() => assertTrustedSender(IPC_CHANNELS.getVersion, undefined, KORA)).toThrow(
      "kora:get-version: the sending frame no longer exists",
    );
  });
});

describe("parseIpcArgs", () => {
  it("normalises a notification's path", () => {
    const [input] = parseIpcArgs(IPC_CHANNELS.notify, [{ title: " New booking ", body: "Sam booked 3 pm", path: "/advisors/zoë" }]);
    expect(input).toEqual({ title: "New booking", body: "Sam booked 3 pm", path: "/advisors/zo%C3%AB" });
  });

  it.each([
    ["no argument", []],
    ["a string instead of an object", ["hello"]],
    ["an empty title", [{ title: "", body: "x" }]],
    ["a huge title", [{ title: "x".repeat(500), body: "x" }]],
    ["a huge body", [{ title: "t", body: "x".repeat(5000) }]],
    ["an unknown key", [{ title: "t", body: "b", html: "<img onerror=…>" }]],
    ["a cross-origin path", [{ title: "t", body: "b", path: "//evil.example/" }]],
    ["a full URL as path", [{ title: "t", body: "b", path: "https://evil.example/" }]],
    ["a traversal path", [{ title: "t", body: "b", path: "/my-kora/../api/me" }]],
    ["an extra argument", [{ title: "t", body: "b" }, "extra"]],
  ])("refuses notify with %s", (_case, args) => {
    expect(() => parseIpcArgs(IPC_CHANNELS.notify, args)).toThrow(/kora:notify: invalid arguments/);
  });

  it.each([[["yes"]], [[1]], [[]], [[true, true]], [[null]]])("refuses setAutoStart(%j)", (args) => {
    expect(() => parseIpcArgs(IPC_CHANNELS.setAutoStart, args)).toThrow(IpcRejectedError);
  });

  it("refuses arguments to channels that take none", () => {
    expect(() => parseIpcArgs(IPC_CHANNELS.getVersion, [1])).toThrow(/kora:get-version: invalid arguments/);
    expect(() => parseIpcArgs(IPC_CHANNELS.getAutoStart, [{}])).toThrow(IpcRejectedError);
  });
});

function fakeHandlers(): IpcHandlers<{ id: number }> {
  return {
    [IPC_CHANNELS.getVersion]: vi.fn(() => "1.2.3"),
    [IPC_CHANNELS.notify]: vi.fn(() => true),
    [IPC_CHANNELS.getAutoStart]: vi.fn(async () => false),
    [IPC_CHANNELS.setAutoStart]: vi.fn(async (_context, enabled: boolean) => enabled),
    [IPC_CHANNELS.setDeepLinkListening]: vi.fn(() => undefined),
    [IPC_CHANNELS.listScreenSources]: vi.fn(async () => ({ sources: [], audioSupported: false })),
    [IPC_CHANNELS.chooseScreenSource]: vi.fn(() => false),
    [IPC_CHANNELS.setAgenda]: vi.fn(() => undefined),
    [IPC_CHANNELS.getDoNotDisturb]: vi.fn(() => false),
    [IPC_CHANNELS.setDoNotDisturb]: vi.fn((_context, enabled: boolean) => enabled),
    [IPC_CHANNELS.recordingBegin]: vi.fn(() => "0f8fad5b-d9cb-469f-a165-70867728950e"),
    [IPC_CHANNELS.recordingChunk]: vi.fn(() => 1),
    [IPC_CHANNELS.recordingEnd]: vi.fn(() => undefined),
    [IPC_CHANNELS.listUploads]: vi.fn(() => ({ uploads: [], usedBytes: 0, capBytes: 1, overLimit: false })),
  };
}

describe("createIpcDispatcher", () => {
  it("passes the context and validated arguments to the handler and returns its result", async () => {
    const handlers = fakeHandlers();
    const dispatch = createIpcDispatcher(handlers, KORA);
    await expect(dispatch(IPC_CHANNELS.setAutoStart, PAGE, { id: 7 }, [true])).resolves.toBe(true);
    expect(handlers[IPC_CHANNELS.setAutoStart]).toHaveBeenCalledWith({ id: 7 }, true);
    await dispatch(IPC_CHANNELS.notify, PAGE, { id: 7 }, [{ title: "t", body: "b", path: "/meet/abc" }]);
    expect(handlers[IPC_CHANNELS.notify]).toHaveBeenCalledWith({ id: 7 }, { title: "t", body: "b", path: "/meet/abc" });
  });

  it("never runs a handler for a foreign sender", async () => {
    const handlers = fakeHandlers();
    const dispatch = createIpcDispatcher(handlers, KORA);
    for (const channel of IPC_CHANNEL_LIST) {
      const args = channel === IPC_CHANNELS.notify ? [{ title: "t", body: "b" }] : channel.startsWith("kora:set") ? [true] : [];
      await expect(dispatch(channel, "https://evil.example/", { id: 1 }, args)).rejects.toThrow(IpcRejectedError);
      expect(handlers[channel]).not.toHaveBeenCalled();
    }
  });

  it("never runs a handler for invalid arguments", async () => {
    const handlers = fakeHandlers();
    const dispatch = createIpcDispatcher(handlers, KORA);
    await expect(dispatch(IPC_CHANNELS.setAutoStart, PAGE, { id: 1 }, ["true"])).rejects.toThrow(/invalid arguments/);
    expect(handlers[IPC_CHANNELS.setAutoStart]).not.toHaveBeenCalled();
  });

  it.each(["kora:eval", "__proto__", "constructor", "toString", ""])("rejects the unknown channel %j", async (channel) => {
    const dispatch = createIpcDispatcher(fakeHandlers(), KORA);
    await expect(dispatch(channel, PAGE, { id: 1 }, [])).rejects.toThrow("unknown channel");
  });

  it("checks the handler's result against the contract", async () => {
    const handlers = { ...fakeHandlers(), [IPC_CHANNELS.getVersion]: () => 42 as unknown as string };
    const dispatch = createIpcDispatcher(handlers, KORA);
    await expect(dispatch(IPC_CHANNELS.getVersion, PAGE, { id: 1 }, [])).rejects.toThrow();
  });
});
