import { MESSAGES } from "../../messages.ts";
import { sniffImage, type ImageHeader } from "./image-header.ts";

/** Avatar formats (public-site §5: jpg, png, gif), checked by magic bytes, never by name or declared type. */
export const AVATAR_TYPES = ["jpeg", "png", "gif"] as const;
/** What the file picker offers (a hint to the browser only: the bytes decide). */
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif";
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Each side at least this many pixels: smaller pictures look blurred at the 256 px the profile shows. */
export const AVATAR_MIN_SIDE = 200;
/** Each side at most this many pixels (36 megapixels): the decoder's memory is bounded before it starts. */
export const AVATAR_MAX_SIDE = 6000;
/**
 * The squares the server makes (centre-cropped JPEG): the UI draws avatars at 32–112 CSS pixels, so
 * 64 serves the small ones, 128 the middle and 256 the large ones on 2× screens.
 */
export const AVATAR_SIZES = [64, 128, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
/** The size a user's `avatarUrl` names. */
export const AVATAR_DEFAULT_SIZE: AvatarSize = 256;

/** The messages of a refused picture: the spec's (public-site §8) where it has one, clear ones elsewhere. */
export const AVATAR_MESSAGES = {
  uploadFailed: MESSAGES.uploadFailed,
  unsupported: MESSAGES.uploadUnsupported,
  imageOnly: MESSAGES.imageOnly,
  tooBig: MESSAGES.imageTooBig,
  tooSmall: `Please choose an image at least ${AVATAR_MIN_SIDE} × ${AVATAR_MIN_SIDE} pixels.`,
  tooLarge: `Please choose an image no larger than ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels.`,
  unreadable: "We couldn't read that image. Please try another photo.",
} as const;

/** The failures core §8 tracks for photo uploads. */
export type AvatarFailure = "bad-size" | "bad-resolution" | "bad-type";

export type AvatarCheck = { ok: true; header: ImageHeader } | { ok: false; failure: AvatarFailure; message: string };

const refuse = (failure: AvatarFailure, message: string): AvatarCheck => ({ ok: false, failure, message });

/** Whether a picture's declared pixel size is acceptable; its message when not. */
export function checkAvatarResolution(width: number, height: number): string | null {
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) return AVATAR_MESSAGES.tooSmall;
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/**
 * Every check that needs no decoding, in the order a person can fix them: the size in bytes, the
 * real format (magic bytes), then the pixel size the header declares. `byteLength` is the whole
 * file's; `head` may be only its first bytes (the header), or all of it.
 */
export function checkAvatarFile(head: Uint8Array, byteLength: number): AvatarCheck {
  if (byteLength > AVATAR_MAX_BYTES) return refuse("bad-size", AVATAR_MESSAGES.tooBig);
  const sniffed = sniffImage(head);
  if (!sniffed.ok)
    return sniffed.failure === "not-image" ? refuse("bad-type", AVATAR_MESSAGES.imageOnly) : refuse("bad-type", AVATAR_MESSAGES.unreadable);
  const resolution = checkAvatarResolution(sniffed.header.width, sniffed.header.height);
  if (resolution) return refuse("bad-resolution", resolution);
  return { ok: true, header: sniffed.header };
}

/** A versioned avatar URL at another of the served sizes (`…/avatar/256?v=x` → `…/avatar/64?v=x`); other URLs unchanged. */
export function avatarUrlAt(url: string, size: AvatarSize): string {
  return url.replace(/\/avatar\/\d+(\?|$)/, `/avatar/${size}$1`);
}

/** The smallest served size that stays sharp at `cssPixels` on a screen of `pixelRatio`. */
export function avatarSizeFor(cssPixels: number, pixelRatio = 2): AvatarSize {
  const wanted = cssPixels * pixelRatio;
  return AVATAR_SIZES.find((size) => size >= wanted) ?? AVATAR_DEFAULT_SIZE;
}
