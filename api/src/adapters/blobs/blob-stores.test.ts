import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlobStore, RangeNotSatisfiable } from "./blobs.ts";
import { createFolderStore } from "./folder-store.ts";
import { createS3Store } from "./s3-store.ts";

/** The same contract for both stores: the folder one on a temporary directory, the S3 one against s3rver on loopback. */
const BUCKET = "kora-test";

async function folderWorld() {
  const root = await mkdtemp(join(tmpdir(), "kora-blobs-"));
  return { store: createFolderStore(root), root, close: () => rm(root, { recursive: true, force: true }) };
}

async function s3World() {
  const directory = await mkdtemp(join(tmpdir(), "kora-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const store = createS3Store({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  return {
    store,
    root: directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const bytesOf = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());
const pattern = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 251);

describe.each([
  ["folder", folderWorld],
  ["s3", s3World],
] as const)("the %s blob store", (_, makeWorld) => {
  let world: Awaited<ReturnType<typeof folderWorld>>;
  let store: BlobStore;
  beforeAll(async () => {
    world = await makeWorld();
    store = world.store;
  });
  afterAll(() => world.close());

  it("stores a blob and reads it back whole, byte for byte, with its size and type", async () => {
    const data = pattern(5 * 1024 * 1024 + 3);
    expect(await store.put("videos/v1/video.mp4", data, { contentType: "video/mp4" })).toEqual({
      size: data.byteLength,
      contentType: "video/mp4",
    });
    expect(await store.head("videos/v1/video.mp4")).toEqual({ size: data.byteLength, contentType: "video/mp4" });
    const read = (await store.get("videos/v1/video.mp4"))!;
    expect(read).toMatchObject({ size: data.byteLength, contentType: "video/mp4", range: null });
    expect(Buffer.compare(await bytesOf(read.body), data)).toBe(0);
  });

  it("stores a file from disk, streamed, byte for byte", async () => {
    const data = pattern(3 * 1024 * 1024 + 11);
    const file = join(await mkdtemp(join(tmpdir(), "kora-blob-file-")), "source.webm");
    await writeFile(file, data);
    expect(await store.putFile("videos/v9/source.webm", file, { contentType: "video/webm" })).toEqual({
      size: data.byteLength,
      contentType: "video/webm",
    });
    expect(await store.head("videos/v9/source.webm")).toEqual({ size: data.byteLength, contentType: "video/webm" });
    expect(Buffer.compare(await bytesOf((await store.get("videos/v9/source.webm"))!.body), data)).toBe(0);
    await expect(store.putFile("../escape", file, { contentType: "video/webm" })).rejects.toThrow(/Not a blob key/);
    await rm(join(file, ".."), { recursive: true, force: true });
  });

  it("serves ranges as HTTP does: both ends included, the end clamped, a start past the end refused", async () => {
    const data = pattern(1000);
    await store.put("videos/v2/audio.m4a", data, { contentType: "audio/mp4" });
    const middle = (await store.get("videos/v2/audio.m4a", { start: 100, end: 199 }))!;
    expect(middle.range).toEqual({ start: 100, end: 199 });
    expect(Buffer.compare(await bytesOf(middle.body), data.subarray(100, 200))).toBe(0);
    const tail = (await store.get("videos/v2/audio.m4a", { start: 990, end: 5000 }))!;
    expect(tail.range).toEqual({ start: 990, end: 999 });
    expect(Buffer.compare(await bytesOf(tail.body), data.subarray(990))).toBe(0);
    await expect(store.get("videos/v2/audio.m4a", { start: 1000, end: 1001 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it("replaces a blob put again, lists keys by prefix, and forgets deleted ones", async () => {
    await store.put("videos/v3/poster.jpg", pattern(10), { contentType: "image/jpeg" });
    await store.put("videos/v3/poster.jpg", pattern(20), { contentType: "image/png" });
    expect(await store.head("videos/v3/poster.jpg")).toEqual({ size: 20, contentType: "image/png" });
    await store.put("videos/v3/video.mp4", pattern(5), { contentType: "video/mp4" });
    await store.put("videos/v30/video.mp4", pattern(5), { contentType: "video/mp4" });
    expect(await store.list("videos/v3/")).toEqual(["videos/v3/poster.jpg", "videos/v3/video.mp4"]);
    await store.delete("videos/v3/poster.jpg");
    await store.delete("videos/v3/never-was.mp4");
    expect(await store.head("videos/v3/poster.jpg")).toBeNull();
    expect(await store.get("videos/v3/poster.jpg")).toBeNull();
    expect(await store.list("videos/v3/")).toEqual(["videos/v3/video.mp4"]);
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../escape", "/absolute", "a//b", "a/../b", "", "a b", ".hidden/x"])
      await expect(store.put(key, pattern(1), { contentType: "text/plain" })).rejects.toThrow(/Not a blob key/);
    if (store.kind === "folder") expect((await readdir(world.root)).sort()).toEqual(["videos"]);
  });
});
