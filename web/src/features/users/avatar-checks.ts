import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, checkAvatarFile } from "@kora/shared/domain/users/avatar-rules.ts";

/**
 * The server's own checks, run on the chosen file before a byte is sent (public-site §8 messages):
 * the size first (without reading a file that is too big), then the magic bytes and the resolution
 * its header declares. Null when the file may be uploaded; the server checks it all again.
 */
export async function checkPictureFile(file: Blob): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooBig;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkAvatarFile(bytes, file.size);
  return check.ok ? null : check.message;
}
