import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { expect, type Browser, type Page } from "./support/test.ts";
import { signInAs } from "./fixtures.ts";
import { DESKTOP } from "./billing.fixtures.ts";
import { E2E_PORT } from "./support/e2e-env.ts";

/** A real little WebM (colour bars and a tone), made once per run with the ffmpeg the server uses. */
let sample: string | null = null;
export function sampleWebm(): string {
  if (sample) return sample;
  const path = join(mkdtempSync(join(tmpdir(), "kora-e2e-video-")), "team-sync.webm");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=25:duration=3"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=3", "-c:v", "libvpx", "-b:v", "400k", "-c:a", "libopus", "-shortest", path],
  ]);
  sample = path;
  return path;
}

/** A signed-in person whose page may use the clipboard (Copy buttons). */
export async function videoOwner(browser: Browser, baseURL: string, first: string, last: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await signInAs(page, first, last);
  return page;
}

/** Announces a video (POST /api/videos/upload-url) without sending bytes: it waits in the library as "Recording…". */
export async function announce(page: Page, title: string, size = 1000) {
  const answer = await page.request.post("/api/videos/upload-url", { data: { title, fileName: "clip.webm", size, type: "video/webm" } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data as {
    video: { id: string; slug: string };
    upload: { endpoint: string; metadata: Record<string, string> };
  };
}

/** Announces and uploads the sample over tus by hand (the browser's tus client is tested through the dialog), then waits until it is ready. */
export async function readyVideo(page: Page, title: string): Promise<VideoDto> {
  const bytes = readFileSync(sampleWebm());
  const { video, upload } = await announce(page, title, bytes.length);
  const metadata = Object.entries(upload.metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
  const created = await page.request.post(upload.endpoint.replace(/\/+$/, ""), {
    headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(bytes.length), "Upload-Metadata": metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Location may be absolute or a path: either way the same server answers it.
  const location = new URL(created.headers().location!, "http://loopback").pathname;
  const sent = await page.request.patch(location, {
    headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  return waitUntilReady(page, video.id);
}

export async function waitUntilReady(page: Page, id: string): Promise<VideoDto> {
  let latest: VideoDto | null = null;
  await expect
    .poll(
      async () => {
        latest = (await (await page.request.get(`/api/videos/${id}`)).json()).data as VideoDto;
        return latest.status;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe("ready");
  return latest!;
}

/**
 * Puts a video where a long preparation would be — processing, at `progress` percent (null: not measured
 * yet) — by writing the server's own row, as its ffmpeg job does; a real 3-second sample is ready too soon.
 */
export async function setPreparation(videoId: string, progress: number | null): Promise<void> {
  const file = fileURLToPath(new URL(`../../data/e2e-${E2E_PORT}/kora.db`, import.meta.url));
  const db = createClient({ url: `file:${file}` });
  try {
    await db.execute("PRAGMA busy_timeout = 10000");
    const updated = await db.execute({
      sql: "update videos set status = 'processing', progress = ? where id = ? and status in ('recording', 'processing')",
      args: [progress, videoId],
    });
    expect(updated.rowsAffected).toBe(1);
  } finally {
    db.close();
  }
}
