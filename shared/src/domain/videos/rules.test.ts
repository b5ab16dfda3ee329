import { describe, expect, it } from "vitest";
import { formatFileSize, mayDownload, mayRecord, mayWatch, shareModesFor, type ShareMode, type VideoRelation } from "./rules.ts";

describe("who may record (core §6, public-site §6)", () => {
  it.each([
    ["the host, nobody recording yet", "host", "ada", null, true],
    ["the host who owns the recording", "host", "ada", "ada", true],
    ["a host while someone else owns it", "host", "ada", "bea", false],
    ["a co-host, never", "cohost", "ada", null, false],
    ["a participant", "participant", "ada", null, false],
    ["a guest", "guest", "ada", null, false],
  ] as const)("%s", (_, role, user, owner, allowed) => expect(mayRecord(role, user, owner)).toBe(allowed));
});

describe("who may watch", () => {
  const cases: [ShareMode, VideoRelation, boolean][] = [
    ["private", "owner", true],
    ["private", "participant", true],
    ["private", "other", false],
    ["view-only", "other", true],
    ["view-and-download", "other", true],
    ["password", "other", false],
  ];
  it.each(cases)("%s, %s: %s", (mode, relation, allowed) => expect(mayWatch(mode, relation)).toBe(allowed));
});

describe("who may download", () => {
  const both = { video: true, audio: true };
  it.each([
    ["the owner, always", "private", "owner", "basic", both, "video", true],
    ["a link holder on view-only", "view-only", "other", "plus", both, "video", false],
    ["a link holder on view and download, owner on Plus", "view-and-download", "other", "plus", both, "video", true],
    ["…but not on Basic", "view-and-download", "other", "basic", both, "video", false],
    ["…and only the type allowed", "view-and-download", "other", "pro", { video: false, audio: true }, "video", false],
    ["audio alone", "view-and-download", "participant", "pro", { video: false, audio: true }, "audio", true],
  ] as const)("%s", (_, mode, relation, plan, allowance, type, allowed) =>
    expect(mayDownload(mode, relation, plan, allowance, type)).toBe(allowed),
  );
  it("offers view and download only on Plus and Pro, and never the password mode yet", () => {
    expect(shareModesFor("basic")).toEqual(["private", "view-only"]);
    expect(shareModesFor("plus")).toEqual(["private", "view-only", "view-and-download"]);
    expect(shareModesFor("pro")).toEqual(["private", "view-only", "view-and-download"]);
  });
});

describe("file sizes, Bytes to TB (core §9)", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [1023, "1023 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * 1024 ** 2 + 512 * 1024, "10.5 MB"],
    [3.25 * 1024 ** 3, "3.25 GB"],
    [2 * 1024 ** 4, "2 TB"],
    [5 * 1024 ** 5, "5120 TB"],
    [-5, "0 Bytes"],
  ])("%d → %s", (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
