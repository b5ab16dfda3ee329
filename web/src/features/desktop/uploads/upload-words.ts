import type { UploadRow } from "../kora-desktop.ts";

/** A size as people read file sizes: megabytes with one decimal ("12.3 MB"), gigabytes from 1 GB ("4.1 GB"). */
export function megabytes(bytes: number): string {
  return bytes >= 1_000_000_000 ? `${(bytes / 1_000_000_000).toFixed(1)} GB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Whole percent of the recording the server has, never 100 before it has every byte. */
export function uploadPercent(row: Pick<UploadRow, "confirmedBytes" | "totalBytes" | "state">): number {
  if (row.state === "uploaded") return 100;
  if (row.totalBytes === 0) return 0;
  return Math.min(99, Math.floor((row.confirmedBytes / row.totalBytes) * 100));
}

/** The upload's state in plain words, as the Uploads panel says it. */
export function uploadStateWords(row: UploadRow): string {
  switch (row.state) {
    case "recording":
      return "Recording";
    case "uploading":
      return `Uploading ${uploadPercent(row)}%`;
    case "waiting":
      return row.waitingFor === "sign-in" ? "Waiting for you to sign in to Kora" : "Waiting for the network";
    case "uploaded":
      return "Uploaded";
    case "failed":
      return `Couldn't upload: ${row.message ?? "the server refused it."}`;
  }
}

/** "12.3 MB of 40.0 MB uploaded". */
export function uploadAmountWords(row: UploadRow): string {
  return `${megabytes(row.state === "uploaded" ? row.totalBytes : row.confirmedBytes)} of ${megabytes(row.totalBytes)} uploaded`;
}
