import {
  AVATAR_DEFAULT_SIZE,
  AVATAR_MESSAGES,
  AVATAR_SIZES,
  type AvatarFailure,
  type AvatarSize,
  checkAvatarFile,
} from "@kora/shared/domain/users/avatar-rules.ts";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findAvatar, recordAvatarChange } from "./avatar.repository.ts";
import { runImageTask } from "../../lib/images/image-task.ts";
import { avatarTask } from "./avatar-image.ts";
import { announceProfile } from "./profile-events.ts";
import { findUserById } from "./users.repository.ts";
import type { UserRow } from "./users.table.ts";

const HOUR = 3_600_000;
/** Uploads per person per hour: each one decodes a picture, which costs seconds of CPU. */
const UPLOADS_PER_HOUR = 20;

let sequence = 0;

/**
 * A version that sorts by time: base-36 milliseconds, then this process's running count (changes
 * in the same millisecond keep their order), then a random tail (other processes never collide).
 * Fixed width, so `avatars/{userId}/{version}` compares as the version does.
 */
function newVersion(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  const random = crypto.getRandomValues(new Uint8Array(3));
  return (
    now.getTime().toString(36).padStart(9, "0") +
    sequence.toString(36).padStart(4, "0") +
    [...random].map((b) => b.toString(16).padStart(2, "0")).join("")
  );
}

const prefixOf = (userId: string, version: string) => `avatars/${userId}/${version}`;
const blobKey = (prefix: string, size: AvatarSize) => `${prefix}-${size}.jpg`;
/** The picture's public URL at `size`: versioned, so it can be cached for good. */
export const avatarUrl = (userId: string, version: string, size: AvatarSize = AVATAR_DEFAULT_SIZE) =>
  `/api/users/${userId}/avatar/${size}?v=${version}`;
const versionOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/**
 * A refused picture: tracked (core §8: photo-upload failures bad-size, bad-resolution, bad-type
 * are tracked) as a structured log line, and answered with the message under the `avatar` field —
 * 413 for a file over the size limit, 422 otherwise.
 */
export function refuseAvatar(services: Pick<Services, "log">, user: UserRow, failure: AvatarFailure, message: string, detail = {}) {
  services.log.info("avatar.upload_failed", { userId: user.id, failure, ...detail });
  return new AppError(failure === "bad-size" ? "payload_too_large" : "validation_failed", message, { avatar: [message] });
}

/** Deletes the blobs of every version of this user's avatar before `keep` (all of them when `keep` is null). */
async function dropVersionsBefore(services: Pick<Services, "blobs">, userId: string, keep: string | null): Promise<void> {
  const before = keep === null ? null : versionOf(keep);
  const keys = await services.blobs.list(`avatars/${userId}/`);
  const stale = keys.filter((key) => before === null || versionOf(key).split("-")[0]! < before);
  await Promise.all(stale.map((key) => services.blobs.delete(key)));
}

/**
 * Sets the caller's avatar from the bytes of a JPEG, PNG or GIF: checked by size, magic bytes and
 * declared resolution before anything is decoded (on the image worker, never past that resolution),
 * then stored as centre-cropped squares of every served size under `avatars/{userId}/{version}-{size}.jpg`.
 * The previous picture's files go once the new one is recorded; a newer change that finished first
 * wins (its files stay, ours go).
 */
export async function uploadAvatar(
  services: Pick<Services, "blobs" | "db" | "hub" | "limiter" | "log" | "now" | "workers">,
  user: UserRow,
  bytes: Uint8Array,
): Promise<UserRow> {
  services.limiter.hit(`avatar:${user.id}`, UPLOADS_PER_HOUR, HOUR);
  const check = checkAvatarFile(bytes, bytes.byteLength);
  if (!check.ok) throw refuseAvatar(services, user, check.failure, check.message, { bytes: bytes.byteLength });

  // Decoded on the image worker, held to the size just checked; too slow or too big inside is unreadable.
  const rendered = await runImageTask(services.workers, avatarTask, { bytes, header: check.header });
  if (!rendered.ok) throw refuseAvatar(services, user, "bad-type", AVATAR_MESSAGES.unreadable, { ...check.header, why: rendered.why });
  const squares = new Map(rendered.value);

  const version = newVersion(services.now());
  const prefix = prefixOf(user.id, version);
  const keys = AVATAR_SIZES.map((size) => blobKey(prefix, size));
  const dropOurs = () => Promise.all(keys.map((key) => services.blobs.delete(key)));
  try {
    await Promise.all(
      AVATAR_SIZES.map((size) => services.blobs.put(blobKey(prefix, size), squares.get(size)!, { contentType: "image/jpeg" })),
    );
  } catch (error) {
    await dropOurs().catch(() => undefined);
    throw error;
  }

  const updated = await recordAvatarChange(services.db, user.id, prefix, avatarUrl(user.id, version), services.now().toISOString());
  if (!updated) {
    await dropOurs();
    return (await findUserById(services.db, user.id))!;
  }
  await dropVersionsBefore(services, user.id, prefix);
  services.hub.toUser(user.id, { name: "RefreshUser", data: { userId: user.id } });
  announceProfile(services, updated);
  return updated;
}

/** Removes the caller's avatar (initials again) and its files. */
export async function removeAvatar(services: Pick<Services, "blobs" | "db" | "hub" | "now">, user: UserRow): Promise<UserRow> {
  const prefix = prefixOf(user.id, newVersion(services.now()));
  const updated = await recordAvatarChange(services.db, user.id, prefix, null, services.now().toISOString());
  if (!updated) return (await findUserById(services.db, user.id))!;
  await dropVersionsBefore(services, user.id, prefix);
  services.hub.toUser(user.id, { name: "RefreshUser", data: { userId: user.id } });
  announceProfile(services, updated);
  return updated;
}

export type AvatarFile = { kind: "file"; key: string } | { kind: "moved"; url: string };

/**
 * What `GET /api/users/{id}/avatar/{size}?v=` serves: the file when `v` names the current picture
 * (cacheable for good), a redirect to the current URL for an old or missing `v` (a page cached
 * before a change still shows the new picture), and null when there is no picture or no such size.
 */
export async function avatarFile(services: Pick<Services, "db">, userId: string, size: number, version: string | undefined) {
  const size_ = AVATAR_SIZES.find((known) => known === size);
  if (!size_) return null;
  const row = await findAvatar(services.db, userId);
  if (!row?.avatar_url || !row.avatar_key) return null;
  const current = versionOf(row.avatar_key);
  if (version !== current) return { kind: "moved", url: avatarUrl(userId, current, size_) } satisfies AvatarFile;
  return { kind: "file", key: blobKey(row.avatar_key, size_) } satisfies AvatarFile;
}
