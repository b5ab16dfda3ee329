import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaTools, MediaError } from "./ffmpeg.ts";

const run = promisify(execFile);

/** A 3 s WebM like MediaRecorder makes (VP8 picture, Opus sound), from ffmpeg's own test sources. */
async function browserLikeWebm(path: string, seconds: number, withSound = true, soundSeconds = seconds) {
  const sound = withSound ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${soundSeconds}`, "-c:a", "libopus"] : [];
  await run("ffmpeg", [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=320x240:rate=25:duration=${seconds}`,
    ...sound,
    "-c:v",
    "libvpx",
    "-b:v",
    "300k",
    path,
  ]);
}

describe("processing a recording with ffmpeg", () => {
  const tools = createMediaTools();
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), "kora-media-"))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("makes a faststart H.264/AAC MP4 of the same length, an M4A and a JPEG poster", async () => {
    const input = join(dir, "in.webm");
    await browserLikeWebm(input, 3);
    const out = await mkdtemp(join(dir, "out-"));
    const done = await tools.process(input, out);
    expect(done.durationSeconds).toBeGreaterThan(2.7);
    expect(done.durationSeconds).toBeLessThan(3.3);

    const mp4 = await tools.probe(done.video.path);
    expect(mp4).toMatchObject({ video: { codec: "h264", width: 320, height: 240 }, audio: { codec: "aac" } });
    // faststart: the index (moov) comes before the media (mdat).
    const bytes = await readFile(done.video.path);
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    expect(done.video.bytes).toBe(bytes.byteLength);

    expect(await tools.probe(done.audio!.path)).toMatchObject({ video: null, audio: { codec: "aac" } });
    const poster = await readFile(done.poster.path);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }, 60_000);

  it("reports how far along the MP4 is, rising to the end", async () => {
    const input = join(dir, "progress.webm");
    await browserLikeWebm(input, 3);
    const seen: number[] = [];
    await tools.process(input, await mkdtemp(join(dir, "out-")), { onProgress: (percent) => seen.push(percent) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeGreaterThanOrEqual(90);
    expect(seen.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  }, 60_000);

  it("ends a recording's sound with its picture when asked, and keeps an upload's lengths otherwise", async () => {
    const input = join(dir, "long-sound.webm");
    await browserLikeWebm(input, 2, true, 3);
    const recording = await tools.process(input, await mkdtemp(join(dir, "out-")), { endWithPicture: true });
    expect(recording.durationSeconds).toBeLessThan(2.2);
    expect((await tools.probe(recording.audio!.path)).durationSeconds).toBeLessThan(2.2);
    const upload = await tools.process(input, await mkdtemp(join(dir, "out-")));
    expect(upload.durationSeconds).toBeGreaterThan(2.8);
  }, 60_000);

  it("makes no M4A for a recording without sound", async () => {
    const input = join(dir, "silent.webm");
    await browserLikeWebm(input, 2, false);
    const done = await tools.process(input, await mkdtemp(join(dir, "out-")));
    expect(done.audio).toBeNull();
    expect((await tools.probe(done.video.path)).audio).toBeNull();
  }, 60_000);

  it("refuses a file that isn't media, saying so", async () => {
    const input = join(dir, "not-a-video.webm");
    await writeFile(input, "this is text, not a recording");
    await expect(tools.process(input, dir)).rejects.toBeInstanceOf(MediaError);
    await expect(tools.process(input, dir)).rejects.toThrow(/ffprobe failed/);
  });

  it("tells a tool that can't run (missing, not permitted) from a bad file: not a MediaError, so the job retries", async () => {
    const input = join(dir, "fine.webm");
    await browserLikeWebm(input, 1);
    const missing = createMediaTools({ ffmpeg: join(dir, "no-ffmpeg"), ffprobe: join(dir, "no-ffprobe") });
    const error = await missing.process(input, dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MediaError);
    expect(String(error)).toMatch(/could not run/);
    const noEncoder = createMediaTools({ ffmpeg: join(dir, "no-ffmpeg") });
    await expect(noEncoder.process(input, await mkdtemp(join(dir, "out-")))).rejects.not.toBeInstanceOf(MediaError);
  }, 60_000);
});
