import {
  GROUP_API_MESSAGES,
  GROUP_LOGO_BOX,
  GROUP_LOGO_MAX_SIDE,
  type GroupLogoKind,
  type GroupView,
} from "@kora/shared/contracts/groups.ts";
import { sniffImage } from "@kora/shared/domain/users/image-header.ts";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupById, requireSettingsRight } from "./group-access.ts";
import { viewGroup } from "./group-settings.service.ts";
import { readGroup } from "./group-views.ts";
import { clearLogo, findGroupById, type LogoColumn, recordLogo } from "./groups.repository.ts";
import { logoTask } from "../../lib/logo-image.ts";
import { runImageTask } from "../../lib/images/image-task.ts";

/**
 * A group's two logos (primary for the header, secondary beside it): uploaded by its admins or
 * staff as raw image bytes, stored as a PNG under `groups/{id}/logo-{kind}-{version}.png` and served
 * at a versioned URL, so browsers keep each version for good.
 */

const HOUR = 3_600_000;
/** Uploads per person per hour: each one decodes a picture. */
const UPLOADS_PER_HOUR = 30;

const COLUMN: Record<GroupLogoKind, LogoColumn> = { primary: "logo_url", secondary: "secondary_logo_url" };

let sequence = 0;
/** Base-36 milliseconds, a running count and a random tail: fixed width, so versions compare as times do. */
function newVersion(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  const random = [...crypto.getRandomValues(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return now.getTime().toString(36).padStart(9, "0") + sequence.toString(36).padStart(4, "0") + random;
}

const urlPrefix = (groupId: string, kind: GroupLogoKind) => `/api/groups/${groupId}/logo/${kind}?v=`;
const blobPrefix = (groupId: string, kind: GroupLogoKind) => `groups/${groupId}/logo-${kind}-`;
const blobKey = (groupId: string, kind: GroupLogoKind, version: string) => `${blobPrefix(groupId, kind)}${version}.png`;

/** The version our URL names, or null for a logo that isn't one of ours (none, or a seeded picture). */
function versionIn(url: string | null, groupId: string, kind: GroupLogoKind): string | null {
  const prefix = urlPrefix(groupId, kind);
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** Deletes this logo's files older than `version` (all but newer ones). */
async function dropBefore(services: Pick<Services, "blobs">, groupId: string, kind: GroupLogoKind, version: string): Promise<void> {
  const prefix = blobPrefix(groupId, kind);
  const keys = await services.blobs.list(prefix);
  await Promise.all(
    keys.filter((key) => key.slice(prefix.length).replace(/\.png$/, "") < version).map((key) => services.blobs.delete(key)),
  );
}

const refuse = (message: string) => new AppError("validation_failed", message, { logo: [message] });

/** Sets a logo from the bytes of a PNG, JPEG or GIF (checked by magic bytes and declared size before decoding), read by `readBytes`. */
export async function uploadLogo(
  services: Pick<Services, "blobs" | "db" | "limiter" | "now" | "workers">,
  user: UserRow,
  groupId: string,
  kind: GroupLogoKind,
  readBytes: () => Promise<Uint8Array>,
): Promise<GroupView> {
  const group = await groupById(services, groupId);
  await requireSettingsRight(services, user, group);
  services.limiter.hit(`group-logo:${user.id}`, UPLOADS_PER_HOUR, HOUR);
  // Read only once the caller may change the group: nobody else makes us hold 2 MB.
  const bytes = await readBytes();
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw refuse(sniffed.failure === "not-image" ? GROUP_API_MESSAGES.logoType : GROUP_API_MESSAGES.logoUnreadable);
  if (sniffed.header.width > GROUP_LOGO_MAX_SIDE || sniffed.header.height > GROUP_LOGO_MAX_SIDE)
    throw refuse(GROUP_API_MESSAGES.logoTooLarge);
  // Decoded on the image worker, held to the size just checked; too slow or too big inside is unreadable.
  const rendered = await runImageTask(services.workers, logoTask, { bytes, header: sniffed.header, box: GROUP_LOGO_BOX });
  if (!rendered.ok) throw refuse(GROUP_API_MESSAGES.logoUnreadable);
  const png = rendered.value;
  const version = newVersion(services.now());
  const key = blobKey(group.row.id, kind, version);
  await services.blobs.put(key, png, { contentType: "image/png" });
  const url = `${urlPrefix(group.row.id, kind)}${version}`;
  const row = await recordLogo(services.db, group.row.id, COLUMN[kind], url, urlPrefix(group.row.id, kind), services.now().toISOString());
  if (!row) {
    // A newer upload finished first: it stays, ours goes.
    await services.blobs.delete(key);
    return viewGroup(services, user, await groupById(services, groupId));
  }
  await dropBefore(services, group.row.id, kind, version);
  return viewGroup(services, user, readGroup(row));
}

/** Removes a logo (the group shows its name instead) and its files. */
export async function removeLogo(
  services: Pick<Services, "blobs" | "db" | "now">,
  user: UserRow,
  groupId: string,
  kind: GroupLogoKind,
): Promise<GroupView> {
  const group = await groupById(services, groupId);
  await requireSettingsRight(services, user, group);
  const row = await clearLogo(services.db, group.row.id, COLUMN[kind], services.now().toISOString());
  await dropBefore(services, group.row.id, kind, newVersion(services.now()));
  return viewGroup(services, user, readGroup(row ?? group.row));
}

export type LogoFile = { kind: "file"; key: string } | { kind: "moved"; url: string };

/** What `GET /groups/:id/logo/:kind?v=` serves: the current version's file, a redirect for another version, null for none. */
export async function logoFile(services: Pick<Services, "db">, groupId: string, kind: GroupLogoKind, version: string | undefined) {
  const row = await findGroupById(services.db, groupId);
  if (!row) return null;
  const url = row[COLUMN[kind]];
  const current = versionIn(url, groupId, kind);
  if (!current || !url) return null;
  if (version !== current) return { kind: "moved", url } satisfies LogoFile;
  return { kind: "file", key: blobKey(groupId, kind, current) } satisfies LogoFile;
}
