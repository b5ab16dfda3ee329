import { describe, expect, it } from "vitest";
import { DEEP_LINK_EVENT, IPC_CHANNEL_LIST, IPC_CHANNELS, ipcContract, notifyInputSchema } from "./ipc-contract.ts";
import { MAX_SOURCES } from "./core/screen-picker.ts";
import { MAX_CHUNK_BYTES, MAX_UPLOAD_ROWS } from "./core/recording-cache/uploads-contract.ts";

describe("IPC contract", () => {
  it("has a schema for exactly the declared channels, each named once", () => {
    expect(Object.keys(ipcContract).sort()).toEqual([...IPC_CHANNEL_LIST].sort());
    expect(new Set(IPC_CHANNEL_LIST).size).toBe(IPC_CHANNEL_LIST.length);
    for (const channel of [...IPC_CHANNEL_LIST, DEEP_LINK_EVENT]) expect(channel).toMatch(/^kora:[a-z-]+$/);
  });

  it("keeps the push channel out of the invokable ones", () => {
    expect(IPC_CHANNEL_LIST).not.toContain(DEEP_LINK_EVENT);
  });

  it("accepts a notification without a path", () => {
    expect(notifyInputSchema.parse({ title: "Reminder", body: "" })).toEqual({ title: "Reminder", body: "" });
  });

  it("describes results as main returns them", () => {
    expect(ipcContract[IPC_CHANNELS.getVersion].result.parse("0.1.0")).toBe("0.1.0");
    expect(ipcContract[IPC_CHANNELS.setDeepLinkListening].result.parse(undefined)).toBeUndefined();
    expect(() => ipcContract[IPC_CHANNELS.notify].result.parse("yes")).toThrow();
  });

  describe("screen picker channels", () => {
    const list = ipcContract[IPC_CHANNELS.listScreenSources].result;
    const choose = ipcContract[IPC_CHANNELS.chooseScreenSource].args;
    const source = { id: "window:42:0", name: "Notes", kind: "window", thumbnail: "data:image/jpeg;base64,/9j/4A==", icon: null };

    it("carries sources with data-URL images only", () => {
      expect(list.parse({ sources: [source], audioSupported: true }).sources[0]).toEqual(source);
      const remote = { ...source, icon: "https://evil.example/icon.png" };
      expect(() => list.parse({ sources: [remote], audioSupported: false })).toThrow();
      const svg = { ...source, thumbnail: "data:image/svg+xml;base64,PHN2Zz4=" };
      expect(() => list.parse({ sources: [svg], audioSupported: false })).toThrow();
      expect(() => list.parse({ sources: Array(MAX_SOURCES + 1).fill(source), audioSupported: false })).toThrow();
    });

    it("takes one strict choice", () => {
      expect(choose.parse([{ id: "screen:0:0", shareAudio: false }])).toEqual([{ id: "screen:0:0", shareAudio: false }]);
      expect(() => choose.parse([{ id: "screen:0:0", shareAudio: "yes" }])).toThrow();
      expect(() => choose.parse([{ id: "screen:0:0", shareAudio: false, video: { id: "screen:1:0" } }])).toThrow();
      expect(() => choose.parse([{ id: "x".repeat(201), shareAudio: false }])).toThrow();
    });
  });

  describe("recording cache channels", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const ticket = { endpoint: "/api/uploads/", metadata: { videoId: "v1", filetype: "video/webm" }, maxBytes: 4_000_000 };
    const row = {
      id,
      title: "Call",
      state: "uploading",
      waitingFor: null,
      confirmedBytes: 1,
      totalBytes: 2,
      message: null,
      createdAt: "2026-03-02T09:00:00.000Z",
    };

    it("takes a ticket and a title, and bounded chunks for a recording id", () => {
      const begin = ipcContract[IPC_CHANNELS.recordingBegin].args;
      expect(begin.parse([{ ticket, title: "Call" }])).toEqual([{ ticket, title: "Call" }]);
      expect(() => begin.parse([{ ticket: { ...ticket, metadata: { filetype: "video/webm" } }, title: "Call" }])).toThrow();
      expect(() => begin.parse([{ ticket: { ...ticket, endpoint: "x".repeat(2001) }, title: "Call" }])).toThrow();
      const chunk = ipcContract[IPC_CHANNELS.recordingChunk].args;
      expect(chunk.parse([id, new Uint8Array(3)])[1]).toEqual(new Uint8Array(3));
      expect(() => chunk.parse([id, new Uint8Array(0)])).toThrow();
      expect(() => chunk.parse([id, new Uint8Array(MAX_CHUNK_BYTES + 1)])).toThrow();
      expect(() => chunk.parse([id, [1, 2, 3]])).toThrow();
      expect(() => chunk.parse(["../../etc", new Uint8Array(3)])).toThrow();
      expect(() => ipcContract[IPC_CHANNELS.recordingEnd].args.parse([id, true])).toThrow();
    });

    it("answers bounded upload lists with known states only", () => {
      const list = ipcContract[IPC_CHANNELS.listUploads].result;
      const answer = { uploads: [row], usedBytes: 2, capBytes: 10, overLimit: false };
      expect(list.parse(answer)).toEqual(answer);
      expect(() => list.parse({ ...answer, uploads: [{ ...row, state: "done" }] })).toThrow();
      expect(() => list.parse({ ...answer, uploads: Array(MAX_UPLOAD_ROWS + 1).fill(row) })).toThrow();
    });
  });
});
