import { describe, expect, it } from "vitest";
import {
  RECORDING_BYTES_PER_SECOND,
  RECORDING_HEAD_BYTES,
  recordingAllowance,
  storageLeft,
  type UploadLimitInput,
  uploadByteLimit,
} from "./storage.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const at = (secondsBeforeNow: number) => new Date(NOW.getTime() - secondsBeforeNow * 1000).toISOString();
const recording = (startedAt: string | null, stoppedAt: string | null = null): UploadLimitInput => ({
  source: "recording",
  size: null,
  announced: null,
  startedAt,
  stoppedAt,
});
const file = (size: number | null, announced: number | null): UploadLimitInput => ({
  source: "upload",
  size,
  announced,
  startedAt: null,
  stoppedAt: null,
});

describe("a recording's clock", () => {
  it.each([
    ["just started", recording(at(0)), RECORDING_HEAD_BYTES],
    ["running 10 s", recording(at(10)), RECORDING_HEAD_BYTES + 10 * RECORDING_BYTES_PER_SECOND],
    ["stopped after 60 s, an hour ago", recording(at(3660), at(3600)), RECORDING_HEAD_BYTES + 60 * RECORDING_BYTES_PER_SECOND],
    [
      "stopped in the future (a clock ahead)",
      recording(at(5), new Date(NOW.getTime() + 60_000).toISOString()),
      RECORDING_HEAD_BYTES + 5 * RECORDING_BYTES_PER_SECOND,
    ],
    ["started after now", recording(new Date(NOW.getTime() + 60_000).toISOString()), RECORDING_HEAD_BYTES],
    ["never started", recording(null), RECORDING_HEAD_BYTES],
  ])("%s", (_name, input, bytes) => expect(recordingAllowance(input, NOW)).toBe(bytes));

  it("is the limit of a recording whatever the storage says", () => {
    expect(uploadByteLimit(recording(at(10)), { quota: 0, othersBytes: 10 ** 12 }, NOW)).toBe(recordingAllowance(recording(at(10)), NOW));
  });
});

describe("a file's limit", () => {
  const standing = { quota: 5000, othersBytes: 3000 };
  it.each([
    ["its declared length, once declared", file(4500, null), 4500],
    ["the room left while its length is deferred", file(null, null), 2000],
    ["what its announcement reserved, when more than the room left", file(null, 2500), 2500],
    ["the room left, when more than its announcement", file(null, 1000), 2000],
  ])("%s", (_name, input, limit) => expect(uploadByteLimit(input, standing, NOW)).toBe(limit));

  it("has no room at all past the quota (never below zero)", () => {
    expect(storageLeft({ quota: 5000, othersBytes: 6000 })).toBe(0);
    expect(uploadByteLimit(file(null, null), { quota: 5000, othersBytes: 6000 }, NOW)).toBe(0);
  });
});
