import { describe, expect, it } from "vitest";
import { initialsOf } from "./compositor.ts";
import { retryable } from "./recording-upload.ts";
import { recordingWords } from "./recording-indicator.tsx";

describe("what the recording says", () => {
  const recording = { state: "recording" as const, ownerId: "maya", ownerName: "Maya Patel", since: "2026-11-27T10:00:00.000Z" };

  it("names who records, to everyone but the owner", () => {
    expect(recordingWords(recording, "leo")).toBe("Maya Patel is recording this call");
    expect(recordingWords(recording, "maya")).toBe("You are recording this call");
    expect(recordingWords({ ...recording, state: "paused" }, "leo")).toBe("The recording is paused");
    expect(recordingWords({ ...recording, state: "paused" }, "maya")).toBe("Your recording is paused");
  });

  it("draws initials for a camera that is off", () => {
    expect(initialsOf("Maya Patel")).toBe("MP");
    expect(initialsOf("  ada ")).toBe("A");
    expect(initialsOf("Jean Luc de la Cruz")).toBe("JC");
    expect(initialsOf("")).toBe("?");
  });
});

describe("retryable upload failures", () => {
  it("retries the network, a restarting server, an offset conflict, a lock and a rate limit — not a refusal", () => {
    for (const status of [null, 0, 500, 502, 503, 409, 423, 429]) expect(retryable(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415, 422]) expect(retryable(status)).toBe(false);
  });
});
