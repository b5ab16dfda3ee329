import { Jimp, JimpMime } from "jimp";
import { BRAND_LOGO_BOX } from "@kora/shared/contracts/branding.ts";

/**
 * Brand logos are decoded and re-encoded with jimp, as group logos are (groups/logo-image.ts):
 * whatever came in leaves as a PNG that fits in BRAND_LOGO_BOX pixels, keeping its proportions and
 * transparency. One decode at a time per process bounds the memory.
 */

/** Thrown when the bytes pass the header checks but the decoder can't read the picture. */
export class UnreadableLogo extends Error {}

let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function renderBrandLogo(bytes: Uint8Array): Promise<Uint8Array> {
  return oneAtATime(async () => {
    let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
    try {
      image = await Jimp.fromBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    } catch (cause) {
      throw new UnreadableLogo("The logo could not be decoded.", { cause });
    }
    if (image.width > BRAND_LOGO_BOX || image.height > BRAND_LOGO_BOX) image.scaleToFit({ w: BRAND_LOGO_BOX, h: BRAND_LOGO_BOX });
    return new Uint8Array(await image.getBuffer(JimpMime.png));
  });
}
