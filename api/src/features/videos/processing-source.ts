import { open } from "node:fs/promises";
import { join } from "node:path";
import { MediaError } from "../../adapters/media/ffmpeg.ts";
import type { Services } from "../../services.ts";
import type { VideoToProcess } from "./processing.repository.ts";
import { partKey, sourceKey } from "./tus-keys.ts";
import { extensionOf } from "./upload-checks.ts";

/**
 * The first step of processing: the upload's parts joined, in order, into one local file and stored as
 * `videos/{id}/source.{webm|mp4|mov}`, then the parts deleted. Streamed part by part, so a recording of
 * gigabytes never sits in memory. Safe to run again after a crash at any point: once the source blob
 * holds every byte it is used as is, and parts already deleted are not needed.
 */
export async function assembleSource(services: Pick<Services, "blobs">, video: VideoToProcess, workDir: string): Promise<string> {
  const type = video.source_type ?? "video/webm";
  const key = sourceKey(video.id, extensionOf(type));
  const local = join(workDir, `source.${extensionOf(type)}`);
  const expected = video.upload_offset ?? 0;
  const parts = video.upload_parts ?? 0;
  if (expected === 0) throw new MediaError("Nothing was recorded.");

  const stored = await services.blobs.head(key);
  if (stored?.size === expected) {
    await download(services, [key], local);
  } else {
    const written = await download(
      services,
      Array.from({ length: parts }, (_, n) => partKey(video.id, n)),
      local,
    );
    // A part lost from the store can't come back: the bytes that reached us are all there will be.
    if (written !== expected) throw new MediaError(`Part of the upload is missing (${written} of ${expected} bytes).`);
    await services.blobs.putFile(key, local, { contentType: type });
  }
  for (let n = 0; n < parts; n++) await services.blobs.delete(partKey(video.id, n));
  return local;
}

/** The blobs one after another into `path`; answers how many bytes were written (a missing blob ends it). */
async function download(services: Pick<Services, "blobs">, keys: string[], path: string): Promise<number> {
  const file = await open(path, "w");
  let written = 0;
  try {
    for (const key of keys) {
      const blob = await services.blobs.get(key);
      if (!blob) break;
      for await (const chunk of blob.body as unknown as AsyncIterable<Uint8Array>) {
        await file.writeFile(chunk); // the whole chunk, at the current position
        written += chunk.byteLength;
      }
    }
  } finally {
    await file.close();
  }
  return written;
}
