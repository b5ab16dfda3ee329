import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { createSession } from "../features/auth/sessions.repository.ts";
import { createUser } from "../features/users/users.service.ts";
import type { Services } from "../services.ts";

/**
 * Shared test helpers for the video library (core §3 Video): a video row as the record or upload-url
 * routes make it, and small real media files made by ffmpeg from its own test sources.
 */

const run = promisify(execFile);

/** A signed-in user straight in the database of any app (not only the harness's): their id and session cookie. */
export async function createVideoFixtureUser(services: Pick<Services, "db" | "now">, firstName: string) {
  const user = await createUser(services.db, services.now(), {
    firstName,
    lastName: "Tester",
    email: `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    emailVerified: true,
  });
  return { id: user.id, email: user.email!, cookie: await createSession(services.db, user.id, services.now(), null) };
}

export interface VideoFixture {
  ownerId: string;
  bookingId?: string | null;
  /** `recording` (a call) by default, or `upload` (a file). */
  source?: "recording" | "upload";
  /** `recording` (waiting for its bytes) by default. */
  status?: "recording" | "processing" | "ready" | "failed";
  title?: string;
  /** created_at; now by default. */
  at?: Date;
  /**
   * When a recording started: an hour before `at` by default, so a test may send its bytes at once (a
   * recording can't hold more bytes than it could have recorded since it started; storage.ts).
   */
  startedAt?: Date;
}

/** Inserts a video row as the record route (or upload-url) would and returns its id and slug. */
export async function makeVideo(services: Pick<Services, "db" | "now">, fixture: VideoFixture): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const slug = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
  const at = (fixture.at ?? services.now()).toISOString();
  const source = fixture.source ?? "recording";
  const startedAt = (fixture.startedAt ?? new Date(Date.parse(at) - 3_600_000)).toISOString();
  await services.db
    .insertInto("videos")
    .values({
      id,
      slug,
      owner_id: fixture.ownerId,
      booking_id: fixture.bookingId ?? null,
      room_id: source === "recording" ? (fixture.bookingId ? `booking:${fixture.bookingId}` : `room:${fixture.ownerId}:${id}`) : null,
      source,
      title: fixture.title ?? "Test recording",
      status: fixture.status ?? "recording",
      duration_seconds: null,
      source_type: null,
      video_bytes: null,
      audio_source_bytes: null,
      poster_bytes: null,
      progress: null,
      error: null,
      video_expires_at: null,
      started_at: source === "recording" ? startedAt : null,
      stopped_at: null,
      ready_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, slug };
}

/**
 * A WebM like a browser's MediaRecorder makes (VP8 picture, Opus sound unless `sound: false`), from
 * ffmpeg's testsrc and sine (`noise: true` adds grain, for a camera-like bitrate). Written to `path`; answers its bytes.
 */
export async function makeWebm(
  path: string,
  options: { seconds?: number; size?: string; rate?: number; bitrate?: string; sound?: boolean; noise?: boolean } = {},
): Promise<Uint8Array> {
  const seconds = options.seconds ?? 3;
  const sound = options.sound === false ? [] : ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`, "-c:a", "libopus"];
  await run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${options.size ?? "320x240"}:rate=${options.rate ?? 25}:duration=${seconds}`,
    ...sound,
    // A camera's grain: without it testsrc compresses far below a real call's bitrate.
    ...(options.noise ? ["-vf", "noise=alls=12:allf=t+u"] : []),
    "-c:v",
    "libvpx",
    "-b:v",
    options.bitrate ?? "300k",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    path,
  ]);
  return new Uint8Array(await readFile(path));
}

/** tus's `Upload-Metadata`: `key base64(value)` pairs, comma-separated. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

interface RequestsApp {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * A tus 1.0 request as tus-js-client makes it from our own site: `Tus-Resumable`, the session cookie,
 * our Origin, and for a body `Content-Type: application/offset+octet-stream`.
 */
export function tusRequest(
  app: RequestsApp,
  method: "POST" | "HEAD" | "PATCH" | "DELETE" | "GET",
  path: string,
  options: { cookie?: string; headers?: Record<string, string>; body?: Uint8Array } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: "http://localhost:8787", "tus-resumable": "1.0.0", ...options.headers };
  if (options.cookie) headers.cookie = `kora_session=${options.cookie}`;
  if (options.body) {
    headers["content-type"] ??= "application/offset+octet-stream";
    headers["content-length"] = String(options.body.byteLength);
  }
  return Promise.resolve(app.request(path, { method, headers, body: options.body as RequestInit["body"] }));
}

/** Creates a live recording's upload (length deferred) for `videoId` at the ticket's endpoint; answers its URL path. */
export async function createRecordingUpload(app: RequestsApp, cookie: string, videoId: string): Promise<string> {
  const created = await tusRequest(app, "POST", "/api/uploads/", {
    cookie,
    headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId, filetype: "video/webm" }) },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  return created.headers.get("location")!;
}

/**
 * Sends `bytes` to a deferred-length upload in `chunks` PATCHes from `offset`, declaring the length on
 * the last one unless `finish: false`; answers the offset the server reports at the end.
 */
export async function patchChunks(
  app: RequestsApp,
  cookie: string,
  location: string,
  bytes: Uint8Array,
  options: { chunks?: number; offset?: number; finish?: boolean } = {},
): Promise<number> {
  let offset = options.offset ?? 0;
  const chunks = options.chunks ?? 3;
  const size = Math.ceil((bytes.byteLength - offset) / chunks);
  while (offset < bytes.byteLength) {
    const end = Math.min(bytes.byteLength, offset + size);
    const last = end === bytes.byteLength && options.finish !== false;
    const response = await tusRequest(app, "PATCH", location, {
      cookie,
      headers: { "upload-offset": String(offset), ...(last && { "upload-length": String(bytes.byteLength) }) },
      body: bytes.subarray(offset, end),
    });
    if (response.status !== 204) throw new Error(`tus patch at ${offset}: ${response.status} ${await response.text()}`);
    offset = Number(response.headers.get("upload-offset"));
  }
  return offset;
}
