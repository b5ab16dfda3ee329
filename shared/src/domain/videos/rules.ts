import { mayControl, type MeetingRole } from "../meetings/rules.ts";
import { type PlanId, PLANS } from "../plans/plans.ts";

/**
 * The video library's pure rules (core §3 Video, §6, §9; public-site §3 Recording, §6):
 * who may record, who may watch and download, and how sizes read. No clock, no storage.
 */

/** Sharing modes (public-site §3): the password mode is shown as coming soon and can't be chosen yet. */
export const SHARE_MODES = ["private", "view-only", "view-and-download", "password"] as const;
export type ShareMode = (typeof SHARE_MODES)[number];
export const SELECTABLE_SHARE_MODES = ["private", "view-only", "view-and-download"] as const satisfies readonly ShareMode[];

export const SHARE_MODE_LABELS: Record<ShareMode, string> = {
  private: "Private",
  "view-only": "View-only link",
  "view-and-download": "View and download link",
  password: "Password-protected (coming soon)",
};

/**
 * "2 Dec 2026": the day a recording was made, in its owner's zone — the day its default title names
 * ("Session with Ava Brown | 2 Dec 2026"), so the page never shows two different days for one video.
 */
export const recordingDay = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(at);

/** By default a link holder can only play (public-site §6). */
export const DEFAULT_SHARE_MODE: ShareMode = "private";

/**
 * May this person start (or go on with) a recording? Only a role with the record control (the host,
 * never a co-host or a guest), and only the recording owner — or anyone allowed while there is none
 * yet (core §6: "only the recording owner, or nobody yet, may record").
 */
export function mayRecord(role: MeetingRole, userId: string, recordingOwnerId: string | null): boolean {
  return mayControl(role, "record") && (recordingOwnerId === null || recordingOwnerId === userId);
}

/** How the viewer relates to a video: its owner, a participant of its booking, or anyone else. */
export type VideoRelation = "owner" | "participant" | "other";

/**
 * May the viewer play it? The owner always; the booking's participants always (it is their session);
 * a verified member of a group the owner shared it with (core §7, `inSharedGroup`); anyone else only
 * through a link the owner shared. Anything else answers 404, never 403.
 */
export function mayWatch(mode: ShareMode, relation: VideoRelation, inSharedGroup = false): boolean {
  if (relation !== "other" || inSharedGroup) return true;
  return mode === "view-only" || mode === "view-and-download";
}

/** What the owner allows to be downloaded through a view-and-download link: video and audio separately. */
export interface DownloadAllowance {
  video: boolean;
  audio: boolean;
}

/**
 * May the viewer download `type`? The owner always may. Anyone else only when the mode is view and
 * download, the owner's plan allows downloads (Plus and Pro), and the owner allowed that type.
 */
export function mayDownload(
  mode: ShareMode,
  relation: VideoRelation,
  ownerPlan: PlanId,
  allowance: DownloadAllowance,
  type: keyof DownloadAllowance,
): boolean {
  if (relation === "owner") return true;
  return mode === "view-and-download" && PLANS[ownerPlan].recordingDownload && allowance[type];
}

/** The modes an owner may choose on their plan: view and download needs Plus or Pro. */
export function shareModesFor(plan: PlanId): readonly ShareMode[] {
  return SELECTABLE_SHARE_MODES.filter((mode) => mode !== "view-and-download" || PLANS[plan].recordingDownload);
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;

/** A file size from Bytes to TB (core §9), in powers of 1024 with up to two decimals: "0 Bytes", "1.5 KB", "2 GB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${SIZE_UNITS[unit]}`;
}
