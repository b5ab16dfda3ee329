import { describe, expect, it, vi } from "vitest";
import type { KoraDesktopApi, UploadList, UploadRow } from "../kora-desktop.ts";
import { openDesktopRecordingSink } from "./desktop-recording-sink.ts";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ticket = { endpoint: "/api/uploads/", metadata: { videoId: "v1", filetype: "video/webm" }, maxBytes: 100, extra: "dropped" };

/** A fake main: records calls, answers listUploads with `row`, pushes on demand. */
function fakeKora(options: { failChunk?: number } = {}) {
  const calls: unknown[][] = [];
  let row: UploadRow = {
    id: ID,
    title: "Call",
    state: "recording",
    waitingFor: null,
    confirmedBytes: 0,
    totalBytes: 0,
    message: null,
    createdAt: "",
  };
  const listeners = new Set<() => void>();
  let chunkCalls = 0;
  const kora = {
    recordingBegin: async (input: unknown) => {
      calls.push(["begin", input]);
      return ID;
    },
    recordingChunk: async (id: string, bytes: Uint8Array) => {
      await new Promise((resolve) => setTimeout(resolve, bytes.byteLength % 3)); // uneven latency
      if (++chunkCalls === options.failChunk) throw new Error("disk full");
      calls.push(["chunk", id, bytes.byteLength > 100 ? bytes.byteLength : [...bytes]]);
      return 0;
    },
    recordingEnd: async (id: string) => void calls.push(["end", id]),
    listUploads: async (): Promise<UploadList> => ({ uploads: [row], usedBytes: 0, capBytes: 1, overLimit: false }),
    onUploadsChanged: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as KoraDesktopApi;
  const push = async (patch: Partial<UploadRow>) => {
    row = { ...row, ...patch };
    for (const listener of [...listeners]) listener();
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { kora, calls, push, listeners };
}

function events() {
  const seen: string[] = [];
  return {
    seen,
    onConfirmed: (bytes: number) => seen.push(`confirmed ${bytes}`),
    onDone: () => seen.push("done"),
    onRefused: (message: string) => seen.push(`refused ${message}`),
    onRetrying: () => seen.push("retrying"),
  };
}

/** Waits for the sink to hand main the end (the last call it makes), however busy the machine. */
const ended = (calls: unknown[][]) => vi.waitFor(() => expect(calls.at(-1)?.[0]).toBe("end"), { timeout: 10_000 });

describe("desktop recording sink", () => {
  it("hands main the ticket, then every chunk in order, then the end", async () => {
    const { kora, calls } = fakeKora();
    const sink = openDesktopRecordingSink(kora, ticket, "Call", events());
    sink.append(new Blob([new Uint8Array([1, 2, 3, 4, 5])]));
    sink.append(new Blob([new Uint8Array([6])]));
    sink.append(new Blob([new Uint8Array([7, 8])]));
    sink.end();
    await ended(calls);
    expect(calls).toEqual([
      ["begin", { ticket: { endpoint: "/api/uploads/", metadata: ticket.metadata, maxBytes: 100 }, title: "Call" }],
      ["chunk", ID, [1, 2, 3, 4, 5]],
      ["chunk", ID, [6]],
      ["chunk", ID, [7, 8]],
      ["end", ID],
    ]);
  });

  it("splits a chunk bigger than one IPC call may carry", async () => {
    const { kora, calls } = fakeKora();
    const sink = openDesktopRecordingSink(kora, ticket, "Call", events());
    sink.append(new Blob([new Uint8Array(8 * 1024 * 1024 + 10)]));
    // Reading 8 MiB out of a Blob takes longer than a fixed pause on a busy machine: wait for the second piece.
    await vi.waitFor(() => expect(calls).toHaveLength(3), { timeout: 10_000 });
    expect(calls.slice(1)).toEqual([
      ["chunk", ID, 8 * 1024 * 1024],
      ["chunk", ID, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ]);
  });

  it("reports main's progress, waiting and the end of the upload, then stops listening", async () => {
    const { kora, push, listeners } = fakeKora();
    const heard = events();
    openDesktopRecordingSink(kora, ticket, "Call", heard);
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    await push({ state: "uploading", confirmedBytes: 40, totalBytes: 100 });
    await push({ state: "waiting", waitingFor: "network" });
    await push({ state: "uploaded", confirmedBytes: 100 });
    await push({ state: "failed", message: "late" });
    expect(heard.seen).toEqual(["confirmed 40", "retrying", "done"]);
    expect(listeners.size).toBe(0);
  });

  it("tells the recorder when main refuses a chunk, sends no more bytes, and still ends what main stored", async () => {
    const { kora, calls } = fakeKora({ failChunk: 2 });
    const heard = events();
    const sink = openDesktopRecordingSink(kora, ticket, "Call", heard);
    sink.append(new Blob([new Uint8Array([1])]));
    sink.append(new Blob([new Uint8Array([2])]));
    sink.append(new Blob([new Uint8Array([3])]));
    sink.end();
    await ended(calls);
    expect(heard.seen).toEqual(["refused This computer couldn't keep the recording: disk full"]);
    expect(calls.map((call) => call[0])).toEqual(["begin", "chunk", "end"]);
  });
});
