import { z } from "zod";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { formatFileSize, SELECTABLE_SHARE_MODES, SHARE_MODES } from "../domain/videos/rules.ts";
import { UNFINISHED_VIDEOS_MAX } from "../domain/videos/storage.ts";

/**
 * The video library's API (core §3 Video, §7 videos and bookings `record`; public-site §3
 * Recording). A video is a recording of a call (booking or personal room) or an uploaded file. Its
 * bytes arrive over tus at `/api/uploads/`, are processed into an MP4, an M4A and a poster, and are
 * played from `/api/v/{slug}/…` with HTTP Range.
 */

export const VIDEO_STATUSES = ["recording", "processing", "ready", "failed"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Video titles: letters, numbers, spaces, !?-'&, full stop and | (public-site §5). */
export const VIDEO_TITLE_TEXT = /^[\p{L}\p{N} !?\-'’&.|]+$/u;
export const VIDEO_TITLE_MAX = TEXT_LIMITS.videoTitle.max;
export const VIDEO_PAGE_SIZE = 8;

export const VIDEO_MESSAGES = {
  title: "Titles may use letters, numbers, spaces and !?-'&.| only.",
  titleRequired: "Please give the video a title.",
  titleLong: TEXT_LIMITS.videoTitle.message,
  downloadPlan: "Downloads through a link come with Plus. Upgrade to let viewers download.",
  notOwner: "Only the recording owner can change this video.",
  recordingOwner: "Someone else is recording this session. Only the recording owner can record.",
  cannotRecord: "Only the host can record this call.",
  alreadyRecording: "A recording is already running in this room.",
  notRecording: "Nothing is being recorded right now.",
  firstName: "Please tell us your first name.",
  notReady: "This video is still being prepared.",
  downloadRefused: "The owner hasn't allowed downloads of this video.",
  uploadType: "Please choose a video file (WebM, MP4 or MOV).",
  uploadSize: "That file is too big to upload.",
  recordingSize: "The recording is too big to keep.",
  uploadQuery: "An upload's address takes no query string.",
  uploadNameTaken: "That upload name is taken. Start the upload again to get a new one.",
  uploadBegun: "This video's upload has already begun: resume it from its address.",
  unfinishedVideos: `You have ${UNFINISHED_VIDEOS_MAX} videos waiting for their files. Let one finish, or delete one, to start another.`,
  recordingTooFast: "This recording sent more than it could have recorded, so the rest was refused. What arrived before is kept.",
} as const;

/** The refusal of an upload past the plan's storage for uploaded videos (recordings never count). */
export function uploadStorageMessage(quotaBytes: number, leftBytes: number): string {
  const quota = formatFileSize(quotaBytes);
  if (leftBytes <= 0) return `Your uploaded videos use all of your plan's ${quota}. Delete some or upgrade to upload more.`;
  const left = formatFileSize(leftBytes);
  return `Your plan keeps ${quota} of uploaded videos and ${left} of it is free. Delete some or upgrade to upload this one.`;
}

export const videoTitleSchema = z
  .string()
  .trim()
  .min(1, VIDEO_MESSAGES.titleRequired)
  .max(VIDEO_TITLE_MAX, VIDEO_MESSAGES.titleLong)
  .refine((v) => VIDEO_TITLE_TEXT.test(v), VIDEO_MESSAGES.title);

/** Someone in the video's booking (core §7 `booking_participants`). */
export const videoPersonSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type VideoPerson = z.infer<typeof videoPersonSchema>;

/** The media of a ready video: where to play, the poster, and the files with their sizes. */
export const videoMediaSchema = z.object({
  /** `/api/v/{slug}/video` (MP4, Range requests). */
  videoUrl: z.string(),
  /** `/api/v/{slug}/audio` (M4A), null when the recording had no sound. */
  audioUrl: z.string().nullable(),
  posterUrl: z.string(),
  videoBytes: z.number().int(),
  audioBytes: z.number().int().nullable(),
});

/** One video as its owner (or a participant of its booking) sees it: the library and the owner view. */
export const videoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(VIDEO_STATUSES),
  source: z.enum(["recording", "upload"]),
  /** The caller's relation: the owner manages it; a participant only watches. */
  relation: z.enum(["owner", "participant"]),
  createdBy: videoPersonSchema,
  createdAt: z.string(),
  durationSeconds: z.number().nullable(),
  /** Bytes received (the browser's WebM or the uploaded file). */
  sourceBytes: z.number().int(),
  /** The M4A's bytes (core §3 audioSourceBytes), null until ready or without sound. */
  audioSourceBytes: z.number().int().nullable(),
  videoExpiresAt: z.string().nullable(),
  shareMode: z.enum(SHARE_MODES),
  allowDownload: z.object({ video: z.boolean(), audio: z.boolean() }),
  /** Shown on the public `/videos` listing (needs a link mode). */
  listed: z.boolean(),
  /** `${publicUrl}/v/{slug}`. */
  shareUrl: z.string(),
  media: videoMediaSchema.nullable(),
  /** 0–100 while processing; null otherwise. */
  progress: z.number().int().nullable(),
  /** Why processing failed, in words. */
  error: z.string().nullable(),
  booking: z.object({ id: z.string(), title: z.string(), startsAt: z.string() }).nullable(),
  views: z.number().int(),
});
export type VideoDto = z.infer<typeof videoSchema>;

/** `GET /api/videos?query=` (and the page, core §7): the caller's library, newest first, 8 a page (core §9). */
export const videoListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
});

/** `PUT /api/videos/{id}`: the owner's changes. View and download needs Plus or Pro. */
export const videoUpdateSchema = z
  .object({
    title: videoTitleSchema.optional(),
    shareMode: z.enum(SELECTABLE_SHARE_MODES, { error: "Please choose how the video is shared." }).optional(),
    allowDownload: z.object({ video: z.boolean(), audio: z.boolean() }).partial().optional(),
    listed: z.boolean().optional(),
  })
  .strict();
export type VideoUpdate = z.infer<typeof videoUpdateSchema>;

/** `GET /api/videos/{id}/stats`: who watched (core §3 videoViews), owner only. */
export const videoStatsSchema = z.object({
  totalViews: z.number().int(),
  viewers: z.array(z.object({ name: z.string(), views: z.number().int(), lastViewedAt: z.string(), signedIn: z.boolean() })),
});
export type VideoStatsDto = z.infer<typeof videoStatsSchema>;

/** `GET /api/v/{slug}`: what the public page shows, for anyone the video is shared with. */
export const publicVideoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  /** "2 Dec 2026": the day it was made in its owner's zone, as its default title says it (not the zone itself). */
  madeOn: z.string(),
  status: z.enum(VIDEO_STATUSES),
  durationSeconds: z.number().nullable(),
  media: videoMediaSchema.nullable(),
  /** What this viewer may download. */
  canDownload: z.object({ video: z.boolean(), audio: z.boolean() }),
  relation: z.enum(["owner", "participant", "other"]),
  /** A signed-out viewer gives a first name once before playing (public-site §6). */
  needsName: z.boolean(),
  viewerName: z.string().nullable(),
});
export type PublicVideoDto = z.infer<typeof publicVideoSchema>;

/** `POST /api/v/{slug}/views { firstName }` (signed-out viewers) or `{}` (signed in): counts a view. */
export const videoViewSchema = z.object({
  firstName: z.string().trim().min(1, VIDEO_MESSAGES.firstName).max(TEXT_LIMITS.firstName.max, TEXT_LIMITS.firstName.message).optional(),
});

/** `GET /api/videos/public?page=`: videos their owners listed publicly (`/videos`). */
export const publicVideoTileSchema = z.object({
  slug: z.string(),
  title: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  durationSeconds: z.number().nullable(),
  posterUrl: z.string(),
});
export type PublicVideoTileDto = z.infer<typeof publicVideoTileSchema>;

export const RECORD_ACTIONS = ["start", "pause", "resume", "stop"] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** `POST /api/bookings/{id}/record` and `POST /api/meetings/rooms/{slug}/record`. */
export const recordActionSchema = z.object({
  action: z.enum(RECORD_ACTIONS, { error: "Please choose start, pause, resume or stop." }),
  /** With pause, resume and stop: the recording being controlled. */
  videoId: z.string().max(64).optional(),
});

/** Where and how the browser sends the bytes: a tus upload at `endpoint` with this metadata. */
export const uploadTicketSchema = z.object({
  endpoint: z.string(),
  metadata: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** The answer to a record action: the recording's video and (on start) its upload ticket. */
export const recordResultSchema = z.object({
  state: z.enum(["recording", "paused", "off"]),
  video: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  upload: uploadTicketSchema.nullable(),
});
export type RecordResult = z.infer<typeof recordResultSchema>;

/** `GET /api/videos/storage`: the caller's storage for uploaded videos (recordings of calls never count). */
export const uploadStorageSchema = z.object({
  usedBytes: z.number().int(),
  limitBytes: z.number().int(),
});
export type UploadStorageDto = z.infer<typeof uploadStorageSchema>;

/** `POST /api/videos/upload-url`: an existing video file, announced before its bytes go up over tus. */
export const uploadVideoSchema = z.object({
  title: videoTitleSchema,
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1),
  type: z.string().max(100),
});

/** `POST /api/videos/{id}/report`: someone reports a shared video to the team (core §7 video_report). */
export const videoReportSchema = z.object({
  reason: z.enum(["inappropriate", "copyright", "privacy", "other"], { error: "Please choose a reason." }),
  details: z.string().trim().max(TEXT_LIMITS.videoReport.max, TEXT_LIMITS.videoReport.message).optional(),
});
