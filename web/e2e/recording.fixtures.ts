import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { expect, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { SHOTS } from "./booking-request.fixtures.ts";
import { callControls } from "./meeting.fixtures.ts";
import { shot } from "./support/shots.ts";

/** The recording specs' helpers (PROTOCOL §5): starting and stopping from the call's controls, and what the server made of it. */

export const recordingBadge = (page: Page, state: "recording" | "paused" = "recording") => page.locator(`[data-recording="${state}"]`);
export const recorderLine = (page: Page) => page.locator("[data-recorder]");

/**
 * Keeps, in the page, when its MediaRecorder was told to start and to stop (performance.now(), in
 * ms), and every chunk it handed out: what the browser really recorded, to hold the server's files
 * against. The span is from `start()` to `stop()`, not to the "stop" event: a busy encoder can hand
 * out its last chunk many seconds after it was stopped (seen: 15 s on these 2 cores beside a
 * 12-person call), and that wait adds nothing to the recording. Call before the page navigates to the call.
 */
export async function watchRecorder(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const seen = { chunks: [] as Blob[], startedAt: 0, stoppedAt: 0 };
    (window as unknown as { __recorder: typeof seen }).__recorder = seen;
    const { start, stop } = MediaRecorder.prototype;
    MediaRecorder.prototype.start = function (this: MediaRecorder, ...args: Parameters<MediaRecorder["start"]>) {
      seen.startedAt = performance.now();
      this.addEventListener("dataavailable", (event) => seen.chunks.push(event.data));
      return start.apply(this, args);
    };
    MediaRecorder.prototype.stop = function (this: MediaRecorder) {
      if (this.state !== "inactive") seen.stoppedAt = performance.now();
      return stop.apply(this);
    };
  });
}

/** Seconds between the page's MediaRecorder start() and stop() (see watchRecorder). */
export const recordedSeconds = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __recorder: { startedAt: number; stoppedAt: number } }).__recorder;
    return (seen.stoppedAt - seen.startedAt) / 1000;
  });

/** Size and SHA-256 of everything the page's MediaRecorder produced (see watchRecorder). */
export const recordedFile = (page: Page) =>
  page.evaluate(async () => {
    const blob = new Blob((window as unknown as { __recorder: { chunks: Blob[] } }).__recorder.chunks);
    const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
    return { size: blob.size, sha256: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("") };
  });

/** Record → the consent dialog → Start recording; resolves, when the room shows the mark, with the instant of the click. */
export async function startRecording(page: Page): Promise<number> {
  await callControls(page).getByRole("button", { name: "Record", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Record this call?" });
  await expect(dialog.getByText("Everyone in the call will see that it's being recorded")).toBeVisible();
  const clickedAt = Date.now();
  await dialog.getByRole("button", { name: "Start recording" }).click();
  await expect(recordingBadge(page)).toBeVisible();
  await expect(recorderLine(page)).toHaveAttribute("data-recorder", "recording");
  return clickedAt;
}

/**
 * Stop recording, then wait until every byte is on the server: the encoder's last chunk first, which
 * on a busy machine comes up to 15 s after the click (see watchRecorder). Resolves with the instant
 * the click had been delivered: the recorder was stopped by then.
 */
export async function stopRecording(page: Page): Promise<number> {
  await callControls(page).getByRole("button", { name: "Stop recording" }).click();
  const clicked = Date.now();
  await expect(recorderLine(page)).toHaveAttribute("data-recorder", "saved", { timeout: 60_000 });
  await expect(recorderLine(page)).toHaveText("Recording saved. We'll email you when it's ready to watch.");
  return clicked;
}

/** The signed-in person's newest video, once processed (the job runs in the server). */
export async function newestReadyVideo(page: Page): Promise<VideoDto> {
  let video: VideoDto | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/videos?page=1");
        video = ((await response.json()) as { data: VideoDto[] }).data[0];
        return video?.status;
      },
      { message: "the recording is processed", timeout: 90_000, intervals: [1000] },
    )
    .toBe("ready");
  return video!;
}

/** A screenshot of the call as it is (toasts included) at `width`, then back to the page's size; quick enough to take while recording. */
export async function callShot(page: Page, name: string, width: number): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await settled(page);
  await shot(page, { path: `${SHOTS}/${name}-${width}.png`, animations: "disabled" });
  if (before) await page.setViewportSize(before);
}

export interface Probe {
  duration: number;
  codecs: string[];
  /** The sound's own length in seconds (0 when there is none); `duration` is the longest stream's. */
  audioDuration: number;
}

/** ffprobe's view of bytes: duration and stream codecs. */
export function probe(bytes: Buffer, name: string): Probe {
  const dir = mkdtempSync(join(tmpdir(), "kora-e2e-probe-"));
  try {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    const out = execFileSync("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path], {
      encoding: "utf8",
    });
    const parsed = JSON.parse(out) as {
      format: { duration: string };
      streams: { codec_type: string; codec_name: string; duration?: string }[];
    };
    const audio = parsed.streams.find((s) => s.codec_type === "audio");
    return {
      duration: Number(parsed.format.duration),
      codecs: parsed.streams.map((s) => `${s.codec_type}:${s.codec_name}`),
      audioDuration: Number(audio?.duration ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
