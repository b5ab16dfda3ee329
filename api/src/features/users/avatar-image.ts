import { Jimp, JimpMime } from "jimp";
import { AVATAR_SIZES, type AvatarSize } from "@kora/shared/domain/users/avatar-rules.ts";
import type { ImageHeader } from "@kora/shared/domain/users/image-header.ts";
import { decodeImage } from "../../lib/images/decode-image.ts";
import { type ImageTaskResult, imageTask } from "../../lib/images/image-task.ts";

/**
 * Avatar pictures are resized with jimp: pure JavaScript, so it runs the same under Deno (the
 * server) and Node (the tests) with no native binary to install per platform — sharp would be
 * faster, but its prebuilt libvips is one more thing that must match each machine. Decoding a
 * 6000 × 6000 picture takes ~0.75 GB and seconds of CPU, so it runs as a task on the image worker
 * (one picture at a time, with a time and a heap limit), held to the size the upload was checked at.
 */

const JPEG_QUALITY = 85;

export interface AvatarInput {
  bytes: Uint8Array;
  /** From sniffImage: the caller has already refused sizes the decoder must never see. */
  header: ImageHeader;
}

/**
 * The picture as centre-cropped JPEG squares of every served size (AVATAR_SIZES), transparency on
 * white. EXIF orientation is applied (jimp reads it), so phone photos stand upright.
 */
export async function renderAvatar({ bytes, header }: AvatarInput): Promise<[AvatarSize, Uint8Array][]> {
  const image = await decodeImage(bytes, header);
  const side = Math.min(image.width, image.height);
  image.crop({ x: Math.floor((image.width - side) / 2), y: Math.floor((image.height - side) / 2), w: side, h: side });
  const largest = Math.max(...AVATAR_SIZES);
  let current = image.resize({ w: largest, h: largest });
  if (header.type !== "jpeg") current = new Jimp({ width: largest, height: largest, color: 0xffffffff }).composite(current, 0, 0);

  const out: [AvatarSize, Uint8Array][] = [];
  // Largest first, each from the one before: halving steps keep the small ones sharp and cheap.
  for (const size of [...AVATAR_SIZES].sort((a, b) => b - a)) {
    if (current.width !== size) current = current.clone().resize({ w: size, h: size });
    out.push([size, new Uint8Array(await current.getBuffer(JimpMime.jpeg, { quality: JPEG_QUALITY }))]);
  }
  return out;
}

/** renderAvatar as a task of the image worker; an unreadable picture is a refusal, not an error. */
export const avatarTask = imageTask<AvatarInput, [AvatarSize, Uint8Array][]>("users.avatar", renderAvatar);
export type AvatarResult = ImageTaskResult<[AvatarSize, Uint8Array][]>;
