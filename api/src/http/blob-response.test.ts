import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStore } from "../adapters/blobs/folder-store.ts";
import { attachment, blobResponse, parseRange } from "./blob-response.ts";

describe("parseRange", () => {
  it("reads the three single-range forms and refuses the rest", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe("blobResponse", () => {
  let dir: string;
  const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "kora-blob-response-"));
    await createFolderStore(dir).put("videos/v1/video.mp4", bytes, { contentType: "video/mp4" });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the whole blob, a range with 206, and 416 past the end", async () => {
    const blobs = createFolderStore(dir);
    const whole = (await blobResponse(blobs, "videos/v1/video.mp4", undefined))!;
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = (await blobResponse(blobs, "videos/v1/video.mp4", "bytes=100-199"))!;
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const past = (await blobResponse(blobs, "videos/v1/video.mp4", "bytes=1000-"))!;
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");
    expect(await blobResponse(blobs, "videos/v2/video.mp4", undefined)).toBeNull();
  });

  it("names downloads safely and answers HEAD without a body", async () => {
    const blobs = createFolderStore(dir);
    const download = (await blobResponse(blobs, "videos/v1/video.mp4", undefined, { download: 'Talk "one" — Ava.mp4', head: true }))!;
    expect(download.headers.get("content-disposition")).toBe(attachment('Talk "one" — Ava.mp4'));
    expect(download.headers.get("content-disposition")).toContain(`filename="Talk _one_ _ Ava.mp4"`);
    expect(download.headers.get("content-length")).toBe("1000");
    expect(await download.text()).toBe("");
  });
});
