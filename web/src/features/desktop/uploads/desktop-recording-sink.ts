import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { pageTranslator } from "../../../lib/page-translator.ts";
import type { KoraDesktopApi } from "../kora-desktop.ts";

/** What the recorder hears about its upload (the same events as the browser's tus upload). */
export interface RecordingSinkEvents {
  onConfirmed(bytes: number): void;
  onDone(): void;
  onRefused(message: string): void;
  onRetrying(): void;
}

/** Where a recording's chunks go as MediaRecorder hands them over. */
export interface RecordingSink {
  append(blob: Blob): void;
  /** No more chunks: the upload may declare its length. */
  end(): void;
  /** The page lets go; in the desktop app the upload goes on in main. */
  abort(): void;
}

export interface RecordingTicket {
  endpoint: string;
  metadata: Record<string, string>;
  maxBytes: number;
}

/** Bytes per `recordingChunk` call at most (main takes up to 16 MiB). */
const PIECE_BYTES = 8 * 1024 * 1024;

/**
 * The desktop app's recording sink (desktop/README.md "Recording cache and uploads"): every chunk goes to main, which writes it to
 * disk before answering, and main's upload queue sends it to the server — surviving a dropped
 * network, a quit or a restart. Calls are chained, so chunks arrive in order; the upload's progress
 * comes back through onUploadsChanged.
 */
export function openDesktopRecordingSink(
  kora: KoraDesktopApi,
  ticket: RecordingTicket,
  title: string,
  events: RecordingSinkEvents,
): RecordingSink {
  let settled = false;
  let listening = true;
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    // Said outside React, as the recording goes on: in the page's language at that moment.
    const t = pageTranslator(desktopMessages);
    events.onRefused(error instanceof Error && error.message ? t.t("sink.failedWith", { reason: error.message }) : t.t("sink.failed"));
  };
  const id = kora.recordingBegin({ ticket: { endpoint: ticket.endpoint, metadata: ticket.metadata, maxBytes: ticket.maxBytes }, title });
  let chain: Promise<unknown> = id.catch(fail);

  const refresh = async () => {
    const rid = await id;
    const row = (await kora.listUploads()).uploads.find((upload) => upload.id === rid);
    if (!row || settled || !listening) return;
    if (row.state === "uploaded") {
      settled = true;
      stop();
      events.onDone();
    } else if (row.state === "failed") {
      settled = true;
      stop();
      events.onRefused(row.message ?? pageTranslator(desktopMessages).t("sink.notSaved"));
    } else if (row.state === "waiting") events.onRetrying();
    else events.onConfirmed(row.confirmedBytes);
  };
  const unsubscribe = kora.onUploadsChanged(() => void refresh().catch(() => undefined));
  const stop = () => {
    if (!listening) return;
    listening = false;
    unsubscribe();
  };

  return {
    append(blob) {
      chain = chain
        .then(async () => {
          if (settled) return;
          const rid = await id;
          for (let at = 0; at < blob.size; at += PIECE_BYTES) {
            await kora.recordingChunk(rid, new Uint8Array(await blob.slice(at, at + PIECE_BYTES).arrayBuffer()));
          }
        })
        .catch(fail);
    },
    end() {
      // Also after a refused chunk: main then finishes the upload of what it did store, rather than
      // keeping an open recording until the next launch.
      chain = chain.then(async () => kora.recordingEnd(await id)).catch(fail);
    },
    abort: stop,
  };
}
