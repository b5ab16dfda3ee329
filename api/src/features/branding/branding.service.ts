import {
  BRAND_LOGO_BOX,
  BRAND_LOGO_MAX_SIDE,
  BRANDING_MESSAGES,
  type BrandingView,
  type MyBranding,
} from "@kora/shared/contracts/branding.ts";
import { textColourOn } from "@kora/shared/domain/branding/colour.ts";
import { hasExtra, planOf } from "@kora/shared/domain/plans/plans.ts";
import { sniffImage } from "@kora/shared/domain/users/image-header.ts";
import type { Db } from "../../db/database.ts";
import { AppError, forbidden } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { clearLogoVersion, findBranding, recordLogoVersion, saveColour, shownBrandingRows } from "./branding.repository.ts";
import type { UserBrandingRow } from "./branding.table.ts";
import { logoTask } from "../../lib/logo-image.ts";
import { runImageTask } from "../../lib/images/image-task.ts";

/**
 * Pro branding (public-site §1 Pro: branding): an advisor's brand colour and logo,
 * shown on their cards and in the rooms they host while they are on Pro. Setting it needs Pro now;
 * clearing it doesn't (it is the person's own data). A lapsed plan keeps it, hidden. The logo is
 * re-encoded to PNG, stored under `branding/{userId}/logo-{version}.png` and served at a versioned
 * URL (`/api/users/{id}/brand-logo?v=`), so browsers keep each version for good.
 */

const HOUR = 3_600_000;
/** Logo uploads per person per hour: each one decodes a picture. */
const UPLOADS_PER_HOUR = 30;

let sequence = 0;
/** Base-36 milliseconds, a running count and a random tail: fixed width, so versions compare as times do. */
function newVersion(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  const random = [...crypto.getRandomValues(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return now.getTime().toString(36).padStart(9, "0") + sequence.toString(36).padStart(4, "0") + random;
}

const blobPrefix = (userId: string) => `branding/${userId}/logo-`;
const blobKey = (userId: string, version: string) => `${blobPrefix(userId)}${version}.png`;
export const brandLogoUrl = (userId: string, version: string) => `/api/users/${userId}/brand-logo?v=${version}`;

/** How branding looks where it shows; null when there is nothing to show. */
function toView(row: UserBrandingRow | undefined): BrandingView | null {
  if (!row || (row.colour === null && row.logo_version === null)) return null;
  return {
    colour: row.colour,
    textColour: row.colour ? textColourOn(row.colour) : null,
    logoUrl: row.logo_version ? brandLogoUrl(row.user_id, row.logo_version) : null,
  };
}

async function isPro(services: Pick<Services, "db" | "now">, userId: string): Promise<boolean> {
  return hasExtra(planOf(await activePlanSlugs(services, userId)), "branding");
}

async function requirePro(services: Pick<Services, "db" | "now">, user: UserRow): Promise<void> {
  if (!(await isPro(services, user.id))) throw forbidden(BRANDING_MESSAGES.proOnly);
}

function mine(row: UserBrandingRow | undefined, pro: boolean): MyBranding {
  const view = toView(row);
  return { colour: view?.colour ?? null, textColour: view?.textColour ?? null, logoUrl: view?.logoUrl ?? null, pro };
}

/** Branding shows on cards (search results are cached): a change clears that cache. */
const brandingChanged = (services: Pick<Services, "searchCache">) => services.searchCache.invalidate();

/** `GET /api/me/branding`. */
export async function myBranding(services: Pick<Services, "db" | "now">, user: UserRow): Promise<MyBranding> {
  const [row, pro] = await Promise.all([findBranding(services.db, user.id), isPro(services, user.id)]);
  return mine(row, pro);
}

/** `PUT /api/me/branding`: a colour needs Pro; null clears it. */
export async function setBrandColour(
  services: Pick<Services, "db" | "now" | "searchCache">,
  user: UserRow,
  colour: string | null,
): Promise<MyBranding> {
  if (colour !== null) await requirePro(services, user);
  const row = await saveColour(services.db, user.id, colour, services.now().toISOString());
  brandingChanged(services);
  return mine(row, await isPro(services, user.id));
}

/** Deletes this person's logo files older than `version`. */
async function dropBefore(services: Pick<Services, "blobs">, userId: string, version: string): Promise<void> {
  const prefix = blobPrefix(userId);
  const keys = await services.blobs.list(prefix);
  await Promise.all(
    keys.filter((key) => key.slice(prefix.length).replace(/\.png$/, "") < version).map((key) => services.blobs.delete(key)),
  );
}

const refuse = (message: string) => new AppError("validation_failed", message, { logo: [message] });

/** `POST /api/me/branding/logo`: a PNG, JPEG or GIF (by magic bytes), read by `readBytes` once the caller is known to be Pro. */
export async function uploadBrandLogo(
  services: Pick<Services, "blobs" | "db" | "limiter" | "now" | "searchCache" | "workers">,
  user: UserRow,
  readBytes: () => Promise<Uint8Array>,
): Promise<MyBranding> {
  await requirePro(services, user);
  services.limiter.hit(`brand-logo:${user.id}`, UPLOADS_PER_HOUR, HOUR);
  const bytes = await readBytes();
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw refuse(sniffed.failure === "not-image" ? BRANDING_MESSAGES.imageOnly : BRANDING_MESSAGES.uploadFailed);
  if (sniffed.header.width > BRAND_LOGO_MAX_SIDE || sniffed.header.height > BRAND_LOGO_MAX_SIDE)
    throw refuse(BRANDING_MESSAGES.imageTooBig);
  // Decoded on the image worker, held to the size just checked; too slow or too big inside is unreadable.
  const rendered = await runImageTask(services.workers, logoTask, { bytes, header: sniffed.header, box: BRAND_LOGO_BOX });
  if (!rendered.ok) throw refuse(BRANDING_MESSAGES.uploadFailed);
  const png = rendered.value;
  const version = newVersion(services.now());
  const key = blobKey(user.id, version);
  await services.blobs.put(key, png, { contentType: "image/png" });
  const row = await recordLogoVersion(services.db, user.id, version, services.now().toISOString());
  if (!row) {
    // A newer upload finished first: it stays, ours goes.
    await services.blobs.delete(key);
    return myBranding(services, user);
  }
  await dropBefore(services, user.id, version);
  brandingChanged(services);
  return mine(row, true);
}

/** `DELETE /api/me/branding/logo`: the logo goes, with its files (allowed after Pro ends too). */
export async function removeBrandLogo(
  services: Pick<Services, "blobs" | "db" | "now" | "searchCache">,
  user: UserRow,
): Promise<MyBranding> {
  const row = await clearLogoVersion(services.db, user.id, services.now().toISOString());
  await dropBefore(services, user.id, newVersion(services.now()));
  brandingChanged(services);
  return mine(row, await isPro(services, user.id));
}

export type BrandLogoFile = { kind: "file"; key: string } | { kind: "moved"; url: string };

/**
 * What `GET /api/users/:id/brand-logo?v=` serves: the current version's file, a redirect for another
 * version, null for none. Served while the owner is on Pro only, as everything branded.
 */
export async function brandLogoFile(
  services: Pick<Services, "db" | "now">,
  userId: string,
  version: string | undefined,
): Promise<BrandLogoFile | null> {
  const [row] = await shownBrandingRows(services.db, [userId], services.now().toISOString());
  if (!row?.logo_version) return null;
  if (version !== row.logo_version) return { kind: "moved", url: brandLogoUrl(userId, row.logo_version) };
  return { kind: "file", key: blobKey(userId, row.logo_version) };
}

/** The branding shown for each of `userIds` at `atIso` (only those on Pro then, with something set). One query. */
export async function brandingsShown(db: Db, userIds: readonly string[], atIso: string): Promise<Map<string, BrandingView>> {
  const rows = await shownBrandingRows(db, userIds, atIso);
  const shown = new Map<string, BrandingView>();
  for (const row of rows) {
    const view = toView(row);
    if (view) shown.set(row.user_id, view);
  }
  return shown;
}

/** The branding of one person now (a room's host), or null. */
export async function brandingShown(services: Pick<Services, "db" | "now">, userId: string): Promise<BrandingView | null> {
  return (await brandingsShown(services.db, [userId], services.now().toISOString())).get(userId) ?? null;
}
