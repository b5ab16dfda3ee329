import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES } from "@kora/shared/messages.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, errorOf, type TestApp } from "../../test/harness.ts";
import { createRecordingUpload, makeVideo, patchChunks, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";

/**
 * Against the real app: tus acts on the upload whose ownership was
 * checked and on no other (whatever the URL's query says), a taken client-chosen name answers 409 in
 * words, an internal failure answers the generic 500 without its text, and tus's answers allow no
 * origin but our own.
 */

const WEBM_HEAD = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
const chunk = (bytes: number) => {
  const body = new Uint8Array(bytes).map((_, i) => (i * 13) % 251);
  body.set(WEBM_HEAD);
  return body;
};

let t: TestApp;
let alice: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await makeUser(t, { firstName: "Alice" });
  bob = await makeUser(t, { firstName: "Bob" });
});
afterAll(() => t.close());

const uploadRow = (id: string) => t.services.db.selectFrom("video_uploads").selectAll().where("id", "=", id).executeTakeFirst();
const idOf = (location: string) => location.split("/").pop()!;

/** An upload of Alice's with 1,000 bytes in it, and one of Bob's with 200. */
async function twoUploads() {
  const aVideo = await makeVideo(t.services, { ownerId: alice.user.id });
  const aLocation = await createRecordingUpload(t.app, alice.cookie, aVideo.id);
  await patchChunks(t.app, alice.cookie, aLocation, chunk(1000), { chunks: 1, finish: false });
  const bVideo = await makeVideo(t.services, { ownerId: bob.user.id });
  const bLocation = await createRecordingUpload(t.app, bob.cookie, bVideo.id);
  await patchChunks(t.app, bob.cookie, bLocation, chunk(200), { chunks: 1, finish: false });
  return { aVideo, aId: idOf(aLocation), aLocation, bVideo, bId: idOf(bLocation), bLocation };
}

const SHAPES = [(id: string) => `?x=/${id}`, (id: string) => `?/${id}`, (id: string) => `?a=b&c=/${id}`];
const CASES = (["HEAD", "PATCH", "DELETE"] as const).flatMap((method) => SHAPES.map((shape, n) => ({ method, shape, n })));

describe("an upload's address names that upload and no other (finding 1)", () => {
  it.each(CASES)(
    "refuses $method on Bob's own upload with another's id in the query (shape $n), and Alice's is untouched",
    async ({ method, shape }) => {
      const { aVideo, aId, bId, bLocation } = await twoUploads();
      const aBefore = await uploadRow(aId);
      const response = await tusRequest(t.app, method, `${bLocation}${shape(aId)}`, {
        cookie: bob.cookie,
        ...(method === "PATCH" && { headers: { "upload-offset": "1000" }, body: chunk(500) }),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("upload-offset")).toBeNull();
      // Alice's upload: there, at the same offset, with the same parts and bytes.
      expect(await uploadRow(aId)).toEqual(aBefore);
      expect(await t.services.blobs.list(`videos/${aVideo.id}/`)).toHaveLength(1);
      const head = await tusRequest(t.app, "HEAD", `/api/uploads/${aId}`, { cookie: alice.cookie });
      expect(head.headers.get("upload-offset")).toBe("1000");
      // Bob's own is untouched too: a query string is refused before anything runs.
      expect(await uploadRow(bId)).toMatchObject({ offset: 200, parts: 1 });
    },
  );

  it("refuses a query string on creation too, and creates nothing", async () => {
    const video = await makeVideo(t.services, { ownerId: bob.user.id });
    const { aId } = await twoUploads();
    for (const path of [`/api/uploads?x=/${aId}`, `/api/uploads/?/${aId}`]) {
      const created = await tusRequest(t.app, "POST", path, {
        cookie: bob.cookie,
        headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm" }) },
      });
      expect(created.status, path).toBe(400);
    }
    expect(await t.services.db.selectFrom("video_uploads").selectAll().where("video_id", "=", video.id).execute()).toEqual([]);
  });

  it("still serves the owner at the plain address", async () => {
    const { aLocation } = await twoUploads();
    const head = await tusRequest(t.app, "HEAD", aLocation, { cookie: alice.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("1000");
    expect((await tusRequest(t.app, "DELETE", aLocation, { cookie: alice.cookie })).status).toBe(204);
  });
});

describe("a client-chosen upload name someone already holds (finding 6)", () => {
  it("answers 409 in plain words, never the database's, and leaves the holder's upload alone", async () => {
    const uploadId = crypto.randomUUID();
    const create = (cookie: string, videoId: string) =>
      tusRequest(t.app, "POST", "/api/uploads", {
        cookie,
        headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId, filetype: "video/webm", uploadId }) },
      });
    const aVideo = await makeVideo(t.services, { ownerId: alice.user.id });
    expect((await create(alice.cookie, aVideo.id)).status).toBe(201);
    const bVideo = await makeVideo(t.services, { ownerId: bob.user.id });
    const taken = await create(bob.cookie, bVideo.id);
    expect(taken.status).toBe(409);
    const text = await taken.clone().text();
    expect(text).not.toMatch(/sqlite|unique|constraint|video_uploads|libsql/i);
    expect((await errorOf(taken)).message).toBe("That upload name is taken. Start the upload again to get a new one.");
    expect(await uploadRow(uploadId)).toMatchObject({ video_id: aVideo.id, owner_id: alice.user.id });
    expect(await t.services.db.selectFrom("video_uploads").selectAll().where("video_id", "=", bVideo.id).execute()).toEqual([]);
  });
});

describe("an internal failure inside tus (finding 6)", () => {
  let broken: TestApp;
  let dir: string;
  beforeAll(async () => {
    // The blob folder is a file: storing a part fails inside the store with the file system's own words.
    dir = await mkdtemp(join(tmpdir(), "kora-tus-broken-"));
    await writeFile(join(dir, "blobs"), "not a folder");
    broken = await createTestApp({ BLOB_DIR: join(dir, "blobs") });
  });
  afterAll(async () => {
    await broken.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers the generic 500 with a request id, and none of the error's text", async () => {
    const owner = await makeUser(broken, { firstName: "Fay" });
    const video = await makeVideo(broken.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(broken.app, owner.cookie, video.id);
    const failed = await tusRequest(broken.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": "0" },
      body: chunk(300),
    });
    expect(failed.status).toBe(500);
    const text = await failed.clone().text();
    expect(text).not.toMatch(/ENOTDIR|EEXIST|not a directory|kora-tus-broken|mkdir|open/i);
    const error = await errorOf(failed);
    expect(error).toMatchObject({ code: "internal", message: MESSAGES.server });
    expect(error.requestId).not.toBe("unknown");
  });

  it("is what any route answers for a failure it didn't expect (the app's one error handler)", async () => {
    const owner = await makeUser(broken, { firstName: "Gus" });
    const video = await makeVideo(broken.services, { ownerId: owner.user.id, status: "ready" });
    const failed = await broken.app.request(`/api/v/${video.slug}/poster`, { headers: { cookie: `kora_session=${owner.cookie}` } });
    expect(failed.status).toBe(500);
    expect(await failed.clone().text()).not.toMatch(/ENOTDIR|not a directory|kora-tus-broken|stat|poster\.jpg/i);
    expect(await errorOf(failed)).toMatchObject({ code: "internal", message: MESSAGES.server });
  });
});

describe("tus answers and other sites (finding 7)", () => {
  it("allows only our own origin, never any", async () => {
    const { aLocation } = await twoUploads();
    const ours = await tusRequest(t.app, "HEAD", aLocation, { cookie: alice.cookie });
    expect(ours.headers.get("access-control-allow-origin")).toBe(t.services.config.publicUrl);
    const theirs = await tusRequest(t.app, "HEAD", aLocation, { cookie: alice.cookie, headers: { origin: "https://evil.example" } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("access-control-allow-origin")).toBeNull();
    const none = await t.app.request(aLocation, {
      method: "HEAD",
      headers: { "tus-resumable": "1.0.0", cookie: `kora_session=${alice.cookie}` },
    });
    expect(none.headers.get("access-control-allow-origin")).toBeNull();
    const video = await makeVideo(t.services, { ownerId: alice.user.id });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: alice.cookie,
      headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id }) },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("access-control-allow-origin")).toBe(t.services.config.publicUrl);
  });
});
