import { execFile, spawn } from "node:child_process";
import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A recording the tools refused (not media, no streams, a broken file), with what they said. */
export class MediaError extends Error {}

export interface MediaProbe {
  durationSeconds: number;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
}

export interface ProcessedRecording {
  durationSeconds: number;
  /** H.264/AAC MP4 with its index at the front (plays while it downloads). */
  video: { path: string; bytes: number };
  /** AAC in M4A; null when the recording has no sound. */
  audio: { path: string; bytes: number } | null;
  /** A JPEG frame for the player and Open Graph. */
  poster: { path: string; bytes: number };
}

export interface ProcessOptions {
  /** Called as the MP4 is made with how far along it is, 0–100 (the M4A and poster after it are quick). */
  onProgress?: (percent: number) => void;
  /** The length to measure progress against when the file's header has none (a browser's WebM often hasn't). */
  expectedSeconds?: number;
  /**
   * End the sound with the picture. A browser recording's picture (the call's canvas) runs for the
   * whole recording, while MediaRecorder stamps the sound on its own and may carry it a few tenths of
   * a second further; an uploaded file keeps whatever lengths it has.
   */
  endWithPicture?: boolean;
}

export interface MediaTools {
  probe(path: string): Promise<MediaProbe>;
  /** Makes the MP4, the M4A and the poster of a recording (WebM from the browser, or an uploaded video) in `outDir`; a file without a picture is refused. */
  process(input: string, outDir: string, options?: ProcessOptions): Promise<ProcessedRecording>;
}

type FfprobeStream = { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string };
type FfprobeOutput = { streams?: FfprobeStream[]; format?: { duration?: string } };

const sizeOf = async (path: string) => (await stat(path)).size;

/**
 * ffmpeg and ffprobe (the Debian packages scripts/setup-system.sh installs), run as child processes
 * with arguments, never a shell. A browser's WebM often has no duration in its header, so the
 * duration is read from the finished MP4.
 */
export function createMediaTools(options: { ffmpeg?: string; ffprobe?: string; timeoutMs?: number } = {}): MediaTools {
  const ffmpeg = options.ffmpeg ?? "ffmpeg";
  const ffprobe = options.ffprobe ?? "ffprobe";
  const timeout = options.timeoutMs ?? 30 * 60_000;
  const failure = (command: string, stderr: string, fallback: string) =>
    new MediaError(`${command} failed: ${stderr.trim().split("\n").slice(-3).join(" ") || fallback}`);
  /**
   * Only a tool that ran and refused the file (a non-zero exit) says the file is bad. One that could not
   * start (not installed, not permitted) or was stopped says nothing about the file: a plain Error, which
   * the processing job retries rather than failing the recording.
   */
  const cannotRun = (command: string, error: unknown) =>
    new Error(`${command} could not run: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  /** ffmpeg with `-progress pipe:1`: each `out_time_us=` line is how much of the output is made. */
  const withProgress = (args: string[], onSeconds: (seconds: number) => void) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(ffmpeg, ["-progress", "pipe:1", "-nostats", ...args], { stdio: ["ignore", "pipe", "pipe"] });
      let stderr = "";
      let pending = "";
      const timer = setTimeout(() => child.kill("SIGKILL"), timeout);
      child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-8192)));
      child.stdout.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match) onSeconds(Number(match[1]) / 1e6);
        }
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(cannotRun(ffmpeg, error));
      });
      child.once("close", (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else if (code === null) reject(cannotRun(ffmpeg, `stopped by ${signal}`));
        else reject(failure(ffmpeg, stderr, `exit ${code}`));
      });
    });
  const tool = async (command: string, args: string[]) => {
    try {
      return (await run(command, args, { timeout, maxBuffer: 16 * 1024 * 1024 })).stdout;
    } catch (error) {
      if (typeof (error as { code?: unknown }).code !== "number") throw cannotRun(command, error);
      throw failure(command, String((error as { stderr?: string }).stderr ?? ""), (error as Error).message);
    }
  };

  const probe = async (path: string): Promise<MediaProbe> => {
    const output = JSON.parse(
      await tool(ffprobe, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path]),
    ) as FfprobeOutput;
    const streams = output.streams ?? [];
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    const duration = Number(output.format?.duration ?? video?.duration ?? audio?.duration ?? Number.NaN);
    return {
      durationSeconds: Number.isFinite(duration) ? duration : 0,
      video: video ? { codec: video.codec_name ?? "", width: video.width ?? 0, height: video.height ?? 0 } : null,
      audio: audio ? { codec: audio.codec_name ?? "" } : null,
    };
  };

  /** Cuts the MP4's sound where its picture ends (stream copy: no second encode). `-shortest` can't: the encoder's lookahead lets seconds through. */
  const endWithPicture = async (path: string) => {
    const [picture] = (
      await tool(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=duration", "-of", "csv=p=0", path])
    )
      .trim()
      .split("\n")
      .map(Number);
    const whole = (await probe(path)).durationSeconds;
    if (!picture || !Number.isFinite(picture) || whole - picture < 0.05) return;
    const trimmed = `${path}.trimmed.mp4`;
    await tool(ffmpeg, [
      "-v",
      "error",
      "-y",
      "-i",
      path,
      "-map",
      "0",
      "-c",
      "copy",
      "-t",
      picture.toFixed(3),
      "-movflags",
      "+faststart",
      trimmed,
    ]);
    await rename(trimmed, path);
  };

  return {
    probe,
    async process(input, outDir, progress = {}) {
      const source = await probe(input);
      if (!source.video) throw new MediaError("The recording has no picture.");
      const video = join(outDir, "video.mp4");
      const audio = join(outDir, "audio.m4a");
      const poster = join(outDir, "poster.jpg");
      // Even dimensions for yuv420p and a constant frame rate, so every player plays and seeks it.
      const picture = ["-map", "0:v:0", "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"];
      const shape = ["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-r", "30"];
      const sound = source.audio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", "128k"] : [];
      const total = source.durationSeconds || progress.expectedSeconds || 0;
      const report = progress.onProgress;
      await withProgress(
        [
          "-v",
          "error",
          "-y",
          "-i",
          input,
          ...picture,
          ...shape,
          ...sound,
          ...(progress.endWithPicture ? ["-shortest"] : []),
          "-movflags",
          "+faststart",
          video,
        ],
        (seconds) => {
          if (report && total > 0) report(Math.max(0, Math.min(100, Math.floor((seconds / total) * 100))));
        },
      );
      if (progress.endWithPicture && source.audio) await endWithPicture(video);
      const made = await probe(video);
      let audioOut: ProcessedRecording["audio"] = null;
      if (source.audio) {
        await tool(ffmpeg, ["-v", "error", "-y", "-i", video, "-vn", "-c:a", "copy", audio]);
        audioOut = { path: audio, bytes: await sizeOf(audio) };
      }
      const at = Math.min(1, made.durationSeconds / 2).toFixed(2);
      await tool(ffmpeg, ["-v", "error", "-y", "-ss", at, "-i", video, "-frames:v", "1", "-q:v", "4", poster]);
      return {
        durationSeconds: made.durationSeconds,
        video: { path: video, bytes: await sizeOf(video) },
        audio: audioOut,
        poster: { path: poster, bytes: await sizeOf(poster) },
      };
    },
  };
}
