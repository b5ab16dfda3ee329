import {
  type PublicVideoDto,
  type PublicVideoTileDto,
  type UploadTicket,
  type uploadVideoSchema,
  VIDEO_MESSAGES,
  type VideoDto,
  type VideoPerson,
  type videoReportSchema,
  type VideoStatsDto,
  type VideoUpdate,
} from "@kora/shared/contracts/videos.ts";
import { mayDownload, recordingDay, shareModesFor } from "@kora/shared/domain/videos/rules.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import type { z } from "zod";
import { escapeHtml, layout } from "../../adapters/mail/mail-layout.ts";
import { forbidden, invalidField } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import { forgetSessionRecording } from "../bookings/bookings.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { newVideoSlug, uploadTicket } from "./recording-control.ts";
import { assertAnnouncedFits, assertMayAddVideo, uploadQuotaOf } from "./storage-quota.ts";
import { assertReady, memberVideo, ownerPlan, ownVideo, type VideoAccess } from "./video-access.ts";
import { deleteVideoBlobsJob } from "./video-jobs.ts";
import { fullName, mediaOf, participantsOf, toTile, toVideoDto } from "./video-dtos.ts";
import { signedInName, type Viewer } from "./video-views.ts";
import { libraryPage, listedPage, videoRelations, viewersOf } from "./videos.read-model.ts";
import { deleteVideo, insertVideo, newVideoRow, updateVideo, type VideoRow } from "./videos.repository.ts";

export { controlRecording, type RecordRoom } from "./recording-control.ts";
export { uploadStorageOf } from "./storage-quota.ts";
export { memberVideo, ownVideo, watchableVideo } from "./video-access.ts";

/** Types a browser may announce for an upload (the upload endpoint checks the container's magic bytes too). */
export const UPLOAD_TYPES = ["video/webm", "video/mp4", "video/quicktime"];

async function toDtos(services: Pick<Services, "config" | "db">, viewerId: string, rows: VideoRow[]): Promise<VideoDto[]> {
  const related = await videoRelations(services.db, rows);
  return rows.map((video) => toVideoDto(services, video, video.owner_id === viewerId ? "owner" : "participant", related));
}

/** The caller's library page: their videos and their bookings' recordings, newest first. */
export async function listLibrary(services: Pick<Services, "config" | "db">, user: UserRow, page: Page, query: string | undefined) {
  const { rows, total } = await libraryPage(services.db, user.id, query || undefined, page);
  return { data: await toDtos(services, user.id, rows), total };
}

export async function getVideo(services: Pick<Services, "config" | "db">, user: UserRow, id: string): Promise<VideoDto> {
  const { video, relation } = await memberVideo(services, user, id);
  return toVideoDto(services, video, relation === "owner" ? "owner" : "participant", await videoRelations(services.db, [video]));
}

/**
 * The owner's changes. View and download needs Plus or Pro (422 on shareMode otherwise); listing
 * needs a link mode, and going private unlists it.
 */
export async function updateVideoSettings(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  id: string,
  input: VideoUpdate,
): Promise<VideoDto> {
  const video = await ownVideo(services, user, id);
  if (input.shareMode && !shareModesFor(await ownerPlan(services, video)).includes(input.shareMode))
    throw invalidField("shareMode", VIDEO_MESSAGES.downloadPlan);
  const mode = input.shareMode ?? video.share_mode;
  if (input.listed && mode === "private") throw invalidField("listed", "Share the video by link before listing it publicly.");
  const nowIso = services.now().toISOString();
  await updateVideo(services.db, video.id, {
    ...(input.title !== undefined && { title: input.title }),
    share_mode: mode,
    ...(input.allowDownload?.video !== undefined && { allow_video_download: input.allowDownload.video ? 1 : 0 }),
    ...(input.allowDownload?.audio !== undefined && { allow_audio_download: input.allowDownload.audio ? 1 : 0 }),
    listed: mode === "private" ? 0 : input.listed === undefined ? video.listed : input.listed ? 1 : 0,
    updated_at: nowIso,
  });
  return getVideo(services, user, video.id);
}

/** Deletes the video, its views and upload, the booking's pointer to it, and its files in the blob store. */
export async function removeVideo(services: Pick<Services, "db" | "jobs">, user: UserRow, id: string): Promise<void> {
  const video = await ownVideo(services, user, id);
  // The files go in a job queued with the delete: a blob store that is down only delays it.
  await services.db.transaction().execute(async (trx) => {
    await forgetSessionRecording(trx, video.id);
    await deleteVideo(trx, video.id);
    await services.jobs.enqueue(deleteVideoBlobsJob, { videoId: video.id }, { db: trx });
  });
}

export async function videoStats(services: Pick<Services, "db">, user: UserRow, id: string): Promise<VideoStatsDto> {
  const video = await ownVideo(services, user, id);
  const viewers = await viewersOf(services.db, video.id);
  return {
    totalViews: viewers.reduce((sum, v) => sum + v.views, 0),
    viewers: viewers.map((v) => ({ name: v.name, views: v.views, lastViewedAt: v.last_viewed_at, signedIn: v.user_id !== null })),
  };
}

export async function bookingParticipants(services: Pick<Services, "db">, user: UserRow, id: string): Promise<VideoPerson[]> {
  const { video } = await memberVideo(services, user, id);
  return participantsOf(video, await videoRelations(services.db, [video]));
}

/**
 * An existing file announced before its bytes go up over tus: checked by size and type, then a video row
 * waits for them, its size reserved against the owner's storage for uploaded videos (422 on `size` when
 * it doesn't fit; 409 when UNFINISHED_VIDEOS_MAX videos already wait), checked where it is inserted.
 */
export async function announceUpload(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  input: z.output<typeof uploadVideoSchema>,
): Promise<{ video: { id: string; slug: string; title: string }; upload: UploadTicket }> {
  if (input.size > services.config.uploadMaxBytes) throw invalidField("size", VIDEO_MESSAGES.uploadSize);
  if (!UPLOAD_TYPES.includes(input.type)) throw invalidField("type", VIDEO_MESSAGES.uploadType);
  const quota = await uploadQuotaOf(services, user.id);
  const nowIso = services.now().toISOString();
  // "recording" for an upload means its bytes are arriving; the upload endpoint moves it on.
  const video = newVideoRow(
    {
      slug: newVideoSlug(),
      owner_id: user.id,
      booking_id: null,
      room_id: null,
      source: "upload",
      title: input.title,
      source_type: input.type,
      share_mode: "private",
      declared_bytes: input.size,
    },
    nowIso,
  );
  await services.db.transaction().execute(async (trx) => {
    await assertAnnouncedFits(trx, user.id, input.size, quota);
    await assertMayAddVideo(trx, user.id);
    await insertVideo(trx, video);
  });
  const upload = uploadTicket(services, video.id, input.type);
  return {
    video: { id: video.id, slug: video.slug, title: video.title },
    upload: { ...upload, metadata: { ...upload.metadata, filename: input.fileName } },
  };
}

/** A page of the public listing (`/videos`). */
export async function listPublic(services: Pick<Services, "db">, page: Page): Promise<{ data: PublicVideoTileDto[]; total: number }> {
  const { rows, total } = await listedPage(services.db, page);
  return { data: rows.map(toTile), total };
}

/** What this viewer may download of the video. */
async function downloads(services: Pick<Services, "db" | "now">, { video, relation }: VideoAccess) {
  const plan = await ownerPlan(services, video);
  const allowance = { video: video.allow_video_download === 1, audio: video.allow_audio_download === 1 };
  const ready = video.status === "ready";
  return {
    video: ready && mayDownload(video.share_mode, relation, plan, allowance, "video"),
    audio: ready && video.audio_source_bytes !== null && mayDownload(video.share_mode, relation, plan, allowance, "audio"),
  };
}

/** The public page's data for a viewer `watchableVideo` let through. */
export async function publicVideo(
  services: Pick<Services, "db" | "now">,
  access: VideoAccess,
  viewer: UserRow | null,
  cookieViewer: Viewer | null,
): Promise<PublicVideoDto> {
  const { video, relation } = access;
  const owner = await findUserById(services.db, video.owner_id);
  const viewerName = signedInName(viewer) ?? cookieViewer?.name ?? null;
  return {
    slug: video.slug,
    title: video.title,
    ownerName: owner ? fullName(owner) : "Someone",
    createdAt: video.created_at,
    madeOn: recordingDay(new Date(video.created_at), owner?.timezone ?? DEFAULT_TIMEZONE),
    status: video.status,
    durationSeconds: video.duration_seconds,
    media: mediaOf(video),
    canDownload: await downloads(services, access),
    relation,
    needsName: viewerName === null,
    viewerName,
  };
}

const MEDIA = {
  video: { file: "video.mp4", extension: "mp4" },
  audio: { file: "audio.m4a", extension: "m4a" },
  poster: { file: "poster.jpg", extension: "jpg" },
} as const;
export type MediaKind = keyof typeof MEDIA;

/** The blob key of a ready video's file, for someone who may watch it (404/409 while it isn't ready). */
export function mediaKey(access: VideoAccess, kind: MediaKind): string {
  assertReady(access);
  return `videos/${access.video.id}/${MEDIA[kind].file}`;
}

/** A file name from the title: the characters titles allow, minus those file systems dislike. */
export const downloadName = (title: string, kind: "video" | "audio") =>
  `${
    title
      .replace(/[|/\\:*?"<>]/g, "-")
      .replace(/\s+/g, " ")
      .trim() || "video"
  }.${MEDIA[kind].extension}`;

/** A download the viewer may make, or 403 (they may watch it but the owner hasn't allowed this). */
export async function downloadKey(
  services: Pick<Services, "db" | "now">,
  access: VideoAccess,
  kind: "video" | "audio",
): Promise<{ key: string; name: string }> {
  const key = mediaKey(access, kind);
  if (!(await downloads(services, access))[kind]) throw forbidden(VIDEO_MESSAGES.downloadRefused);
  return { key, name: downloadName(access.video.title, kind) };
}

/** Tells the team about a shared video someone reported; a few reports an hour per person. */
export async function reportVideo(
  services: Pick<Services, "config" | "limiter" | "outbox">,
  access: VideoAccess,
  reporter: { user: UserRow | null; ip: string },
  input: z.output<typeof videoReportSchema>,
): Promise<void> {
  services.limiter.hit(`video-report:${reporter.user?.id ?? `ip:${reporter.ip}`}`, 5, 3_600_000);
  const { config } = services;
  const who = reporter.user ? `${fullName(reporter.user)} <${reporter.user.email}> (${reporter.user.id})` : "a signed-out viewer";
  const lines = [
    `A video was reported by ${who}.`,
    `Reason: ${input.reason}`,
    ...(input.details ? [`Details: ${input.details}`] : []),
    `Video: ${config.publicUrl}/v/${access.video.slug} (id ${access.video.id}, owner ${access.video.owner_id})`,
  ];
  await services.outbox.queueMail({
    to: config.staffEmail,
    subject: `Video reported (${input.reason}): ${access.video.title}`,
    text: lines.join("\n"),
    html: layout("A video was reported", lines.map(escapeHtml)),
  });
}
