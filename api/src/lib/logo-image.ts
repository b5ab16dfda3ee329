import { JimpMime } from "jimp";
import type { ImageHeader } from "@kora/shared/domain/users/image-header.ts";
import { decodeImage } from "./images/decode-image.ts";
import { imageTask } from "./images/image-task.ts";

/**
 * Logos (group logos, Pro brand logos) are decoded and re-encoded with jimp (pure JavaScript, the
 * same under Deno and Node; see users/avatar-image.ts): whatever came in leaves as a PNG that fits in
 * `box` pixels, keeping its proportions and transparency. It runs as a task on the image worker, one
 * picture at a time whichever kind, held to the size the upload was checked at (images/decode-image.ts).
 */

export interface LogoInput {
  bytes: Uint8Array;
  /** From sniffImage: the caller has already refused sizes over its limit. */
  header: ImageHeader;
  /** The largest side of the stored PNG. */
  box: number;
}

export async function renderLogo({ bytes, header, box }: LogoInput): Promise<Uint8Array> {
  const image = await decodeImage(bytes, header);
  if (image.width > box || image.height > box) image.scaleToFit({ w: box, h: box });
  return new Uint8Array(await image.getBuffer(JimpMime.png));
}

/** renderLogo as a task of the image worker; an unreadable picture is a refusal, not an error. */
export const logoTask = imageTask<LogoInput, Uint8Array>("logos.render", renderLogo);
