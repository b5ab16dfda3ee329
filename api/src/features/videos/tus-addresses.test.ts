import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createRecordingUpload, makeVideo, patchChunks, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";

/**
 * Issue 33 finding 1 against the real app: tus acts on the upload whose ownership was checked and
 * on no other, whatever the URL's query says.
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
