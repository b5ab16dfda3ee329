import type { UploadRow } from "../kora-desktop.ts";
import { type DesktopTranslator, ENGLISH_DESKTOP } from "../notifications/desktop-notices.ts";

/** One decimal, as `t`'s language writes it ("12.3" in English, "12,3" in Swedish). */
const oneDecimal = (value: number, t: DesktopTranslator) =>
  t.locale === "en" ? value.toFixed(1) : value.toLocaleString(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A size as people read file sizes: megabytes with one decimal ("12.3 MB"), gigabytes from 1 GB ("4.1 GB"). */
export function megabytes(bytes: number, t: DesktopTranslator = ENGLISH_DESKTOP): string {
  return bytes >= 1_000_000_000
    ? t.t("size.gb", { size: oneDecimal(bytes / 1_000_000_000, t) })
    : t.t("size.mb", { size: oneDecimal(bytes / 1_000_000, t) });
}

/** Whole percent of the recording the server has, never 100 before it has every byte. */
export function uploadPercent(row: Pick<UploadRow, "confirmedBytes" | "totalBytes" | "state">): number {
  if (row.state === "uploaded") return 100;
  if (row.totalBytes === 0) return 0;
  return Math.min(99, Math.floor((row.confirmedBytes / row.totalBytes) * 100));
}

/** The upload's state in plain words, as the Uploads panel says it (in `t`'s language; English unless given). */
export function uploadStateWords(row: UploadRow, t: DesktopTranslator = ENGLISH_DESKTOP): string {
  switch (row.state) {
    case "recording":
      return t.t("state.recording");
    case "uploading":
      return t.t("state.uploading", { percent: uploadPercent(row) });
    case "waiting":
      return row.waitingFor === "sign-in" ? t.t("state.waitingSignIn") : t.t("state.waitingNetwork");
    case "uploaded":
      return t.t("state.uploaded");
    case "failed":
      return t.t("state.failed", { reason: row.message ?? t.t("state.refused") });
  }
}

/** "12.3 MB of 40.0 MB uploaded". */
export function uploadAmountWords(row: UploadRow, t: DesktopTranslator = ENGLISH_DESKTOP): string {
  return t.t("amount", {
    done: megabytes(row.state === "uploaded" ? row.totalBytes : row.confirmedBytes, t),
    total: megabytes(row.totalBytes, t),
  });
}
