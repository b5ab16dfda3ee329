import { describe, expect, it } from "vitest";
import {
  embedCode,
  formatDuration,
  formatViewedAt,
  libraryParams,
  pageCount,
  preparingDetail,
  readLibraryState,
  statusPlaceholder,
  titleFromFileName,
  uploadProblem,
  uploadStorageLine,
  uploadType,
} from "./video-format.ts";

describe("video durations", () => {
  it.each([
    [0, "0:00"],
    [7, "0:07"],
    [59.6, "1:00"],
    [754, "12:34"],
    [3723, "1:02:03"],
    [36000, "10:00:00"],
  ])("%s seconds read %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
  it("says nothing while the length is unknown", () => {
    expect(formatDuration(null)).toBe("");
    expect(formatDuration(Number.NaN)).toBe("");
    expect(formatDuration(-1)).toBe("");
  });
});

describe("last viewed, in the owner's zone", () => {
  it("reads like 'Mon, 1 Jan 2024, 09:00 am'", () => {
    expect(formatViewedAt("2023-12-31T22:00:00Z", "Australia/Sydney")).toBe("Mon, 1 Jan 2024, 09:00 am");
    expect(formatViewedAt("2024-01-01T09:00:00Z", "UTC")).toBe("Mon, 1 Jan 2024, 09:00 am");
    expect(formatViewedAt("2024-07-04T19:05:00Z", "America/New_York")).toBe("Thu, 4 Jul 2024, 03:05 pm");
  });
  it("shows an unreadable instant as it came", () => expect(formatViewedAt("soon", "UTC")).toBe("soon"));
});

describe("the library's address", () => {
  const read = (query: string) => readLibraryState(new URLSearchParams(query));
  it("reads page and search, defaulting to the first page of everything", () => {
    expect(read("")).toEqual({ page: 1, query: "" });
    expect(read("page=3&query=%20team%20sync%20")).toEqual({ page: 3, query: "team sync" });
    expect(read("page=0")).toEqual({ page: 1, query: "" });
    expect(read("page=abc")).toEqual({ page: 1, query: "" });
    expect(read(`query=${"x".repeat(150)}`).query).toHaveLength(100);
  });
  it("writes only what differs from the default, so the plain library is just /my-kora/videos", () => {
    expect(libraryParams({ page: 1, query: "" }).toString()).toBe("");
    expect(libraryParams({ page: 2, query: "" }).toString()).toBe("page=2");
    expect(libraryParams({ page: 1, query: " Ava | notes " }).toString()).toBe("query=Ava+%7C+notes");
    expect(read(libraryParams({ page: 4, query: "Ava" }).toString())).toEqual({ page: 4, query: "Ava" });
  });
  it("counts pages of 8, at least one", () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });
});

describe("a video without a poster yet", () => {
  it("says where it is", () => {
    expect(statusPlaceholder({ status: "recording", progress: null, source: "recording" })).toBe("Recording…");
    expect(statusPlaceholder({ status: "recording", progress: null, source: "upload" })).toBe("Uploading…");
    expect(statusPlaceholder({ status: "processing", progress: 42, source: "recording" })).toBe("Preparing 42%");
    expect(statusPlaceholder({ status: "processing", progress: null, source: "upload" })).toBe("Preparing…");
    expect(statusPlaceholder({ status: "failed", progress: null, source: "recording" })).toBe("Couldn't prepare");
    expect(statusPlaceholder({ status: "ready", progress: null, source: "recording" })).toBeNull();
  });
  it("gives the owner view the server's percent, and none while it has none", () => {
    expect(preparingDetail(95)).toBe("95% · this page updates by itself");
    expect(preparingDetail(0)).toBe("0% · this page updates by itself");
    expect(preparingDetail(null)).toBe("This page updates by itself");
  });
});

describe("choosing a file to upload", () => {
  it("takes WebM, MP4 and MOV by type or by name", () => {
    expect(uploadProblem({ name: "a.webm", type: "video/webm", size: 10 })).toBeNull();
    expect(uploadProblem({ name: "call.MOV", type: "", size: 10 })).toBeNull();
    expect(uploadProblem({ name: "notes.pdf", type: "application/pdf", size: 10 })).toBe("type");
    expect(uploadProblem({ name: "song.mp3", type: "audio/mpeg", size: 10 })).toBe("type");
  });
  it("refuses an empty file or one over the limit", () => {
    expect(uploadProblem({ name: "a.mp4", type: "video/mp4", size: 0 })).toBe("size");
    expect(uploadProblem({ name: "a.mp4", type: "video/mp4", size: 2048 }, 1024)).toBe("size");
  });
  it("suggests a title from the file name in the approved characters", () => {
    expect(titleFromFileName("team_sync (final) #2.mp4")).toBe("team sync final 2");
    expect(titleFromFileName("Q&A | week 1.webm")).toBe("Q&A | week 1");
  });
});

describe("the embed code", () => {
  it("frames /embed with the slug, the title escaped", () => {
    const code = embedCode("https://kora.example", "ab12cd", 'Say "hi" & <go>');
    expect(code).toContain('src="https://kora.example/embed?v=ab12cd"');
    expect(code).toContain('title="Say &quot;hi&quot; &amp; &lt;go>"');
    expect(code).toMatch(/^<iframe .*><\/iframe>$/);
  });
});

describe("the type announced for an upload", () => {
  it("is the browser's, or read from the name", () => {
    expect(uploadType({ name: "a.bin", type: "video/webm" })).toBe("video/webm");
    expect(uploadType({ name: "call.MOV", type: "" })).toBe("video/quicktime");
    expect(uploadType({ name: "rec.webm", type: "" })).toBe("video/webm");
    expect(uploadType({ name: "clip.m4v", type: "" })).toBe("video/mp4");
  });
});

describe("the plan's storage for uploaded videos", () => {
  it.each([
    [0, 5 * 1024 ** 3, "0 GB of 5 GB used for uploaded videos. Recordings of your calls don't count."],
    [2.1 * 1024 ** 3, 5 * 1024 ** 3, "2.1 GB of 5 GB used for uploaded videos. Recordings of your calls don't count."],
    [300 * 1024 ** 2, 50 * 1024 ** 3, "300 MB of 50 GB used for uploaded videos. Recordings of your calls don't count."],
  ])("%d of %d", (usedBytes, limitBytes, line) => expect(uploadStorageLine({ usedBytes, limitBytes })).toBe(line));
});
