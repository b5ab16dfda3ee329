import { CacheError, type RecordingCache, type RecordingRow } from "../recording-cache/recording-cache.ts";
import { MAX_UPLOAD_ROWS, type RecordingBegin, type UploadList, type UploadRow } from "../recording-cache/uploads-contract.ts";
import type { UploadQueue, WaitReason } from "./upload-queue.ts";

/**
 * The tus endpoint of a ticket, absolute, if it is on the Kora server: the page could otherwise make
 * main send the session's bytes (and cookies) anywhere.
 */
export function resolveUploadEndpoint(endpoint: string, koraOrigin: string): string {
  let url: URL;
  try {
    url = new URL(endpoint, koraOrigin);
  } catch {
    throw new CacheError("The upload address is not a URL.");
  }
  if (url.origin !== koraOrigin) throw new CacheError("Recordings are only uploaded to the Kora server.");
  return url.toString();
}

/** A cached recording as the Uploads panel shows it. */
export function toUploadRow(recording: RecordingRow, waitingFor: WaitReason | null): UploadRow {
  const state =
    recording.state === "failed"
      ? "failed"
      : recording.state === "uploaded"
        ? "uploaded"
        : waitingFor
          ? "waiting"
          : recording.ended
            ? "uploading"
            : "recording";
  return {
    id: recording.id,
    title: recording.title,
    state,
    waitingFor: state === "waiting" ? waitingFor : null,
    confirmedBytes: recording.confirmed_offset,
    totalBytes: recording.total_bytes,
    message: state === "failed" ? (recording.error ?? "The upload stopped.").slice(0, 500) : null,
    createdAt: recording.created_at,
  };
}

/** What the IPC handlers of the recording channels do: the cache takes the bytes, the queue is told. */
export class RecordingUploads {
  constructor(
    private readonly cache: RecordingCache,
    private readonly queue: UploadQueue,
    private readonly koraOrigin: string,
    private readonly onChange: () => void = () => {},
  ) {}

  /** App start: recordings left open by the last run are ended, then every unfinished upload resumes. */
  resumeAtLaunch(): void {
    this.cache.endOpenRecordings();
    this.queue.start();
  }

  begin(input: RecordingBegin): string {
    const { ticket, title } = input;
    const endpoint = resolveUploadEndpoint(ticket.endpoint, this.koraOrigin);
    const id = this.cache.begin({ videoId: ticket.metadata.videoId!, title: title.trim(), endpoint, metadata: ticket.metadata });
    this.onChange();
    return id;
  }

  /** Stores the chunk durably, then answers the bytes stored so far. */
  chunk(id: string, bytes: Uint8Array): number {
    const total = this.cache.append(id, bytes);
    this.queue.kick(id);
    this.onChange();
    return total;
  }

  end(id: string): void {
    this.cache.end(id);
    this.queue.kick(id);
    this.onChange();
  }

  list(): UploadList {
    const usage = this.cache.usage();
    const uploads = this.cache.list(MAX_UPLOAD_ROWS).map((recording) => toUploadRow(recording, this.queue.waitingFor(recording.id)));
    return { uploads, ...usage };
  }
}
