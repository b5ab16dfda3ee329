/**
 * Runs the compiled preload the way Electron runs a sandboxed one: as a function body whose
 * `require` knows only "electron", in a fresh global. A preload that imported anything else, or
 * that was not CommonJS, fails here the same way it would fail in the app.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEEP_LINK_EVENT, IPC_CHANNELS, NOTIFICATION_ACTION_EVENT, type KoraDesktopApi } from "../ipc-contract.ts";
import { UPLOADS_CHANGED_EVENT } from "../ipc-contract.ts";

const DESKTOP = fileURLToPath(new URL("../../", import.meta.url));
const TSC = join(dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin", "tsc");
let outDir = "";
let preloadSource = "";

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), "kora-preload-"));
  execFileSync(process.execPath, [TSC, "-p", join(DESKTOP, "tsconfig.build.json"), "--outDir", outDir], { stdio: "pipe" });
  preloadSource = readFileSync(join(outDir, "preload", "preload.js"), "utf8");
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

type Listener = (event: unknown, ...args: unknown[]) => void;

function runPreload() {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Listener>();
  const invoke = vi.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => undefined);
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
    ipcRenderer: { invoke, on: (channel: string, listener: Listener) => listeners.set(channel, listener) },
  };
  const sandboxRequire = (id: string): unknown => {
    if (id === "electron") return electron;
    throw new Error(`module not found: ${id}`);
  };
  const errors: unknown[][] = [];
  const context = vm.createContext({ console: { error: (...args: unknown[]) => errors.push(args) } });
  const wrapped = vm.runInContext(`(function (require, process, exports, module) {\n${preloadSource}\n})`, context) as (
    ...args: unknown[]
  ) => void;
  const exports = {};
  wrapped(sandboxRequire, {}, exports, { exports });
  const kora = exposed.get("kora") as KoraDesktopApi;
  const push = (path: unknown): void => listeners.get(DEEP_LINK_EVENT)?.({ sender: "ipcRenderer" }, path);
  return { exposed, listeners, invoke, kora, push, errors };
}

describe("preload", () => {
  it("runs sandboxed and exposes exactly window.kora with the API's functions", () => {
    const { exposed, kora } = runPreload();
    expect([...exposed.keys()]).toEqual(["kora"]);
    expect(Object.keys(kora).sort()).toEqual([
      "chooseScreenSource",
      "getAutoStart",
      "getDoNotDisturb",
      "getVersion",
      "listScreenSources",
      "listUploads",
      "notify",
      "onDeepLink",
      "onNotificationAction",
      "onUploadsChanged",
      "recordingBegin",
      "recordingChunk",
      "recordingEnd",
      "setAgenda",
      "setAutoStart",
      "setDoNotDisturb",
    ]);
  });

  it("sends each call on its contract channel with the page's arguments", async () => {
    const { kora, invoke } = runPreload();
    invoke.mockResolvedValueOnce("0.1.0");
    await expect(kora.getVersion()).resolves.toBe("0.1.0");
    await kora.notify({ title: "New booking", body: "Sam, 3 pm", path: "/my-kora/bookings/1" });
    await kora.getAutoStart();
    await kora.setAutoStart(true);
    expect(invoke.mock.calls).toEqual([
      [IPC_CHANNELS.getVersion],
      [IPC_CHANNELS.notify, { title: "New booking", body: "Sam, 3 pm", path: "/my-kora/bookings/1" }],
      [IPC_CHANNELS.getAutoStart],
      [IPC_CHANNELS.setAutoStart, true],
    ]);
  });

  it("passes main's refusal on to the page", async () => {
    const { kora, invoke } = runPreload();
    invoke.mockRejectedValueOnce(new Error("kora:set-auto-start: invalid arguments"));
    await expect(kora.setAutoStart("yes" as unknown as boolean)).rejects.toThrow("invalid arguments");
  });

  it("listens on the contract's deep-link channel and hands listeners only the path", () => {
    const { kora, listeners, push } = runPreload();
    expect([...listeners.keys()]).toEqual([DEEP_LINK_EVENT, NOTIFICATION_ACTION_EVENT, UPLOADS_CHANGED_EVENT]);
    const received: unknown[][] = [];
    kora.onDeepLink((...args: unknown[]) => received.push(args));
    push("/meet/abc");
    push(42);
    expect(received).toEqual([["/meet/abc"]]);
  });

  it("tells main when the page starts and stops listening, counting every subscriber", () => {
    const { kora, invoke } = runPreload();
    const listening = () => invoke.mock.calls.filter(([channel]) => channel === IPC_CHANNELS.setDeepLinkListening).map(([, on]) => on);
    const first = kora.onDeepLink(() => undefined);
    const second = kora.onDeepLink(() => undefined);
    expect(listening()).toEqual([true]);
    first();
    first(); // unsubscribing twice must not remove the other listener
    expect(listening()).toEqual([true]);
    second();
    second();
    expect(listening()).toEqual([true, false]);
  });

  it("treats the same function subscribed twice as two subscriptions", () => {
    const { kora, push } = runPreload();
    const calls: string[] = [];
    const listener = (path: string): void => {
      calls.push(path);
    };
    const unsubscribe = kora.onDeepLink(listener);
    kora.onDeepLink(listener);
    unsubscribe();
    push("/meet/abc");
    expect(calls).toEqual(["/meet/abc"]);
  });

  it("keeps delivering to other listeners when one throws", () => {
    const { kora, push, errors } = runPreload();
    const calls: string[] = [];
    kora.onDeepLink(() => {
      throw new Error("page bug");
    });
    kora.onDeepLink((path) => calls.push(path));
    push("/my-kora/dashboard");
    expect(calls).toEqual(["/my-kora/dashboard"]);
    expect(errors).toHaveLength(1);
  });

  it("refuses a listener that is not a function", () => {
    const { kora } = runPreload();
    expect(() => kora.onDeepLink("alert(1)" as unknown as () => void)).toThrow("onDeepLink needs a function");
  });

  it("asks main for screen sources and sends the pick on the picker's channels", async () => {
    const { kora, invoke } = runPreload();
    const list = { sources: [], audioSupported: false };
    invoke.mockResolvedValueOnce(list).mockResolvedValueOnce(true);
    await expect(kora.listScreenSources()).resolves.toEqual(list);
    await expect(kora.chooseScreenSource({ id: "window:42:0", shareAudio: false })).resolves.toBe(true);
    expect(invoke.mock.calls).toEqual([
      [IPC_CHANNELS.listScreenSources],
      [IPC_CHANNELS.chooseScreenSource, { id: "window:42:0", shareAudio: false }],
    ]);
  });

  it("sends the agenda and do not disturb on their channels, and hands action listeners only { tag, action }", async () => {
    const { kora, invoke, listeners, errors } = runPreload();
    const agenda = { sessions: [], requests: 2 };
    invoke.mockResolvedValueOnce(undefined).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    await kora.setAgenda(agenda);
    await expect(kora.setDoNotDisturb(true)).resolves.toBe(true);
    await expect(kora.getDoNotDisturb()).resolves.toBe(false);
    expect(invoke.mock.calls).toEqual([
      [IPC_CHANNELS.setAgenda, agenda],
      [IPC_CHANNELS.setDoNotDisturb, true],
      [IPC_CHANNELS.getDoNotDisturb],
    ]);
    const received: unknown[][] = [];
    const off = kora.onNotificationAction((...args: unknown[]) => received.push(args));
    kora.onNotificationAction(() => {
      throw new Error("page bug");
    });
    const push = (payload: unknown) => listeners.get(NOTIFICATION_ACTION_EVENT)?.({ sender: "ipcRenderer" }, payload);
    push({ tag: "knock:booking:1:u2", action: "admit", extra: "dropped" });
    push({ tag: 7, action: "admit" });
    push(null);
    off();
    push({ tag: "knock:booking:1:u2", action: "deny" });
    expect(received).toEqual([[{ tag: "knock:booking:1:u2", action: "admit" }]]);
    expect(errors).toHaveLength(2); // the throwing listener, still subscribed, got both valid pushes
    expect(() => kora.onNotificationAction("x" as unknown as () => void)).toThrow("needs a function");
  });

  it("sends the recording cache's calls on their channels and tells upload listeners, without a payload", async () => {
    const { kora, invoke, listeners } = runPreload();
    const ticket = { endpoint: "/api/uploads/", metadata: { videoId: "v1" }, maxBytes: 10 };
    const bytes = new Uint8Array([1, 2, 3]);
    await kora.recordingBegin({ ticket, title: "Call" });
    await kora.recordingChunk("id-1", bytes);
    await kora.recordingEnd("id-1");
    await kora.listUploads();
    expect(invoke.mock.calls).toEqual([
      [IPC_CHANNELS.recordingBegin, { ticket, title: "Call" }],
      [IPC_CHANNELS.recordingChunk, "id-1", bytes],
      [IPC_CHANNELS.recordingEnd, "id-1"],
      [IPC_CHANNELS.listUploads],
    ]);
    const received: unknown[][] = [];
    const off = kora.onUploadsChanged((...args: unknown[]) => received.push(args));
    listeners.get(UPLOADS_CHANGED_EVENT)?.({ sender: "ipcRenderer" }, { leaked: true });
    off();
    listeners.get(UPLOADS_CHANGED_EVENT)?.({ sender: "ipcRenderer" });
    expect(received).toEqual([[]]);
    expect(() => kora.onUploadsChanged(42 as unknown as () => void)).toThrow("needs a function");
  });
});
