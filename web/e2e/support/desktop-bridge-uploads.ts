import type { KoraDesktopApi } from "../../../desktop/src/ipc-contract.ts";
import type { UploadList, UploadRow } from "../../../desktop/src/core/recording-cache/uploads-contract.ts";

/**
 * The recording-cache part of the desktop test bridge (desktop/README.md "Recording cache and uploads"): a fake main that keeps
 * recordings in the page. `window.__koraUploads(list)` replaces what listUploads answers and tells
 * the onUploadsChanged listeners, as main's push would. Begin/chunk/end calls are recorded.
 */
export interface UploadsBridgeOptions {
  list?: UploadList;
}

export interface UploadsRecord {
  begins: { ticket: unknown; title: string }[];
  /** Bytes per recordingChunk call, by recording id. */
  chunks: Record<string, number[]>;
  ended: string[];
  lists: number;
}

export type UploadsApi = Pick<KoraDesktopApi, "recordingBegin" | "recordingChunk" | "recordingEnd" | "listUploads" | "onUploadsChanged">;

export const EMPTY_UPLOADS: UploadList = { uploads: [], usedBytes: 0, capBytes: 2 * 1024 ** 3, overLimit: false };

export function installUploads(options: Required<UploadsBridgeOptions>): void {
  const record: UploadsRecord = { begins: [], chunks: {}, ended: [], lists: 0 };
  let list: UploadList = JSON.parse(JSON.stringify(options.list));
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  const row = (id: string): UploadRow | undefined => list.uploads.find((upload) => upload.id === id);
  let next = 0;
  const api: UploadsApi = {
    async recordingBegin(input) {
      record.begins.push(JSON.parse(JSON.stringify(input)));
      const id = `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}`;
      const created = {
        id,
        title: input.title,
        state: "recording",
        waitingFor: null,
        confirmedBytes: 0,
        totalBytes: 0,
        message: null,
        createdAt: "2026-03-02T09:00:00.000Z",
      } as const;
      list = { ...list, uploads: [created, ...list.uploads] };
      tell();
      return id;
    },
    async recordingChunk(id, bytes) {
      const upload = row(id);
      if (!upload) throw new Error("There is no such recording on this computer.");
      record.chunks[id] = [...(record.chunks[id] ?? []), bytes.byteLength];
      upload.totalBytes += bytes.byteLength;
      tell();
      return upload.totalBytes;
    },
    async recordingEnd(id) {
      record.ended.push(id);
      const upload = row(id);
      if (upload) upload.state = "uploading";
      tell();
    },
    async listUploads() {
      record.lists += 1;
      return JSON.parse(JSON.stringify(list)) as UploadList;
    },
    onUploadsChanged(listener) {
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
  const w = window as unknown as {
    kora: Partial<KoraDesktopApi>;
    __koraBridge: Record<string, unknown>;
    __koraUploads: (next: UploadList) => void;
  };
  Object.assign(w.kora, api);
  w.__koraBridge.uploads = record;
  w.__koraUploads = (nextList) => {
    list = nextList;
    tell();
  };
}
