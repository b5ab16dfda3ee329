import { describe, expect, it } from "vitest";
import type { UploadRow } from "../kora-desktop.ts";
import { megabytes, uploadAmountWords, uploadPercent, uploadStateWords } from "./upload-words.ts";

const row = (patch: Partial<UploadRow>): UploadRow => ({
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Call",
  state: "uploading",
  waitingFor: null,
  confirmedBytes: 40_000_000,
  totalBytes: 100_000_000,
  message: null,
  createdAt: "2026-03-02T09:00:00.000Z",
  ...patch,
});

describe("upload words", () => {
  it("says each state plainly", () => {
    expect(uploadStateWords(row({ state: "recording" }))).toBe("Recording");
    expect(uploadStateWords(row({}))).toBe("Uploading 40%");
    expect(uploadStateWords(row({ state: "waiting", waitingFor: "network" }))).toBe("Waiting for the network");
    expect(uploadStateWords(row({ state: "waiting", waitingFor: "sign-in" }))).toBe("Waiting for you to sign in to Kora");
    expect(uploadStateWords(row({ state: "uploaded" }))).toBe("Uploaded");
    expect(uploadStateWords(row({ state: "failed", message: "The recording is too big to keep." }))).toBe(
      "Couldn't upload: The recording is too big to keep.",
    );
  });

  it("never shows 100% before the server has every byte, and 0% for an empty recording", () => {
    expect(uploadPercent(row({ confirmedBytes: 99_999_999 }))).toBe(99);
    expect(uploadPercent(row({ confirmedBytes: 100_000_000 }))).toBe(99);
    expect(uploadPercent(row({ state: "uploaded" }))).toBe(100);
    expect(uploadPercent(row({ confirmedBytes: 0, totalBytes: 0 }))).toBe(0);
  });

  it("gives the amounts in megabytes", () => {
    expect(megabytes(12_345_678)).toBe("12.3 MB");
    expect(megabytes(999_999_999)).toBe("1000.0 MB");
    expect(megabytes(2_147_483_648)).toBe("2.1 GB");
    expect(uploadAmountWords(row({}))).toBe("40.0 MB of 100.0 MB uploaded");
  });
});
