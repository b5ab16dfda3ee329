import { Jimp, JimpMime } from "jimp";
import { AVATAR_SIZES, type AvatarSize } from "@kora/shared/domain/users/avatar-rules.ts";
import type { ImageHeader } from "@kora/shared/domain/users/image-header.ts";

/**
 * Avatar pictures are resized with jimp: pure JavaScript, so it runs the same under Deno (the
 * server) and Node (the tests) with no native binary to install per platform — sharp would be
 * faster, but its prebuilt libvips is one more thing that must match each machine. Decoding a
 * 6000 × 6000 picture takes ~150 MB and a few seconds, so one picture is decoded at a time per process.
 */

const JPEG_QUALITY = 85;

/** Thrown when the bytes pass the header checks but the decoder can't read the picture. */
export class UnreadableImage extends Error {}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task queued before it: at most one decode in memory at a time. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The picture as centre-cropped JPEG squares of every served size (AVATAR_SIZES), transparency on
 * white. `header` comes from sniffImage: the caller has already refused sizes the decoder must
 * never see. EXIF orientation is applied (jimp reads it), so phone photos stand upright.
 */
export function renderAvatar(bytes: Uint8Array, header: ImageHeader): Promise<Map<AvatarSize, Uint8Array>> {
  return oneAtATime(async () => {
    let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
    try {
      image = await Jimp.fromBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    } catch (cause) {
      throw new UnreadableImage("The picture could not be decoded.", { cause });
    }
    const side = Math.min(image.width, image.height);
    image.crop({ x: Math.floor((image.width - side) / 2), y: Math.floor((image.height - side) / 2), w: side, h: side });
    const largest = Math.max(...AVATAR_SIZES);
    let current = image.resize({ w: largest, h: largest });
    if (header.type !== "jpeg") current = new Jimp({ width: largest, height: largest, color: 0xffffffff }).composite(current, 0, 0);

    const out = new Map<AvatarSize, Uint8Array>();
    // Largest first, each from the one before: halving steps keep the small ones sharp and cheap.
    for (const size of [...AVATAR_SIZES].sort((a, b) => b - a)) {
      if (current.width !== size) current = current.clone().resize({ w: size, h: size });
      out.set(size, new Uint8Array(await current.getBuffer(JimpMime.jpeg, { quality: JPEG_QUALITY })));
    }
    return out;
  });
}
