import { Jimp, JimpMime } from "jimp";

/**
 * Logos (group logos, Pro brand logos) are decoded and re-encoded with jimp (pure JavaScript, the
 * same under Deno and Node; see users/avatar-image.ts): whatever came in leaves as a PNG that fits in
 * `box` pixels, keeping its proportions and transparency. One decode at a time per process, whichever
 * kind of logo, bounds the memory.
 */

/** Thrown when the bytes pass the header checks but the decoder can't read the picture. */
export class UnreadableLogo extends Error {}

let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function renderLogo(bytes: Uint8Array, box: number): Promise<Uint8Array> {
  return oneAtATime(async () => {
    let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
    try {
      image = await Jimp.fromBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    } catch (cause) {
      throw new UnreadableLogo("The logo could not be decoded.", { cause });
    }
    if (image.width > box || image.height > box) image.scaleToFit({ w: box, h: box });
    return new Uint8Array(await image.getBuffer(JimpMime.png));
  });
}
