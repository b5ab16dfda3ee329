import type { UploadTicket } from "@kora/shared/contracts/videos.ts";
import { desktopRecordingSinkOrNone, type RecordingSink } from "../../desktop/desktop.api.ts";
import { RecordingBuffer } from "./recording-buffer.ts";
import { type UploadEvents, uploadRecording } from "./recording-upload.ts";

export type { RecordingSink } from "../../desktop/desktop.api.ts";

/** Opens where a new recording's chunks go; tests may pass their own. */
export type OpenRecordingSink = (ticket: UploadTicket, title: string, events: UploadEvents) => RecordingSink;

/** The browser's sink: chunks in memory (RecordingBuffer), sent over tus while recording. */
export function browserRecordingSink(ticket: UploadTicket, _title: string, events: UploadEvents): RecordingSink {
  const buffer = new RecordingBuffer();
  const upload = uploadRecording(buffer, ticket, events);
  return { append: (blob) => buffer.append(blob), end: () => buffer.end(), abort: () => upload.abort() };
}

/**
 * The recording sink seam (desktop/README.md "Recording cache and uploads"): in the desktop app (window.kora exists) chunks go to the
 * app, which keeps them on disk and uploads them from there; in a browser, as before.
 */
export const openRecordingSink: OpenRecordingSink = (ticket, title, events) =>
  desktopRecordingSinkOrNone(ticket, title, events) ?? browserRecordingSink(ticket, title, events);
