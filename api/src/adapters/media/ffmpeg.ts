import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
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

export interface MediaTools {
  probe(path: string): Promise<MediaProbe>;
  /** Makes the MP4, the M4A and the poster of a recording (WebM from the browser, or an uploaded video) in `outDir`; a file without a picture is refused. */
  process(input: string, outDir: string): Promise<ProcessedRecording>;
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
  const tool = async (command: string, args: string[]) => {
    try {
      return (await run(command, args, { timeout, maxBuffer: 16 * 1024 * 1024 })).stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? "")
        .trim()
        .split("\n")
        .slice(-3)
        .join(" ");
      throw new MediaError(`${command} failed: ${stderr || (error as Error).message}`);
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

  return {
    probe,
    async process(input, outDir) {
      const source = await probe(input);
      if (!source.video) throw new MediaError("The recording has no picture.");
      const video = join(outDir, "video.mp4");
      const audio = join(outDir, "audio.m4a");
      const poster = join(outDir, "poster.jpg");
      // Even dimensions for yuv420p and a constant frame rate, so every player plays and seeks it.
      const picture = ["-map", "0:v:0", "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"];
      const shape = ["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-r", "30"];
      const sound = source.audio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", "128k"] : [];
      await tool(ffmpeg, ["-v", "error", "-y", "-i", input, ...picture, ...shape, ...sound, "-movflags", "+faststart", video]);
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
