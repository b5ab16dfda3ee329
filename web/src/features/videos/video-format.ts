import { VIDEO_MESSAGES, type UploadStorageDto, type VideoDto } from "@kora/shared/contracts/videos.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { formatSlotInZone } from "@kora/shared/domain/availability/slots.ts";
import { appPath } from "@kora/shared/brand.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { formatDateTime } from "../../lib/format.ts";

/** Pure formatting and URL state of the video library: no clock, no storage. */

/** The library's words in one language; English unless a screen passes its own. */
export type VideosT = Translator<KeyOf<typeof videosMessages>>;
export const englishVideos: VideosT = createTranslator("en", videosMessages.en);

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A duration as players show it: "0:07", "12:34", "1:02:03"; "" when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}

/**
 * A moment in the owner's zone in core §9's style, "Mon, 1 Jan 2024, 09:00 am" — the same hand-built
 * label the booking pages use, so server, browser and every locale agree; in another language, that
 * language's way of writing it.
 */
export function formatViewedAt(iso: string, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en") return formatDateTime(iso, timeZone, locale);
  try {
    return formatSlotInZone(iso, timeZone).label;
  } catch {
    return iso;
  }
}

/** A video's day, "1 Jan 2024", in the viewer's zone ("1 janv. 2024" in French). */
export function formatVideoDate(iso: string, timeZone?: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { day: "numeric", month: "short", year: "numeric", timeZone }).format(
    date,
  );
}

/** The library's state in its address: `?query=&page=`. */
export interface LibraryState {
  page: number;
  query: string;
}

export function readLibraryState(params: URLSearchParams): LibraryState {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return { page: Number.isFinite(page) && page > 1 ? page : 1, query: (params.get("query") ?? "").trim().slice(0, 100) };
}

/** The query string for a state, leaving out defaults so the plain library is just `/my-kora/videos`. */
export function libraryParams(state: LibraryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set("query", state.query.trim());
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export const LIBRARY_PATH = appPath("videos");
export const videoPath = (id: string) => appPath(`videos/${id}`);

/** How many pages a total makes (at least one, so "page 1 of 1" reads right when empty). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Statuses whose video is still changing on the server: the library polls while any is shown. */
export const isPreparing = (video: Pick<VideoDto, "status">) => video.status === "recording" || video.status === "processing";

/**
 * The owner view's line under the preparation bar: the server's percent, or none while it has none
 * (queued, or a source whose length ffmpeg can't tell) — never a made-up 0%.
 */
export function preparingDetail(progress: number | null, t: VideosT = englishVideos): string {
  return progress === null ? t.t("stage.updates") : t.t("stage.updatesPercent", { percent: progress });
}

/** What stands in for the poster until there is one. */
export function statusPlaceholder(video: Pick<VideoDto, "status" | "progress" | "source">, t: VideosT = englishVideos): string | null {
  if (video.status === "recording") return video.source === "upload" ? t.t("status.uploading") : t.t("status.recording");
  if (video.status === "processing")
    return video.progress === null ? t.t("status.preparing") : t.t("status.preparingPercent", { percent: video.progress });
  if (video.status === "failed") return t.t("status.failed");
  return null;
}

/** The iframe a site pastes to show the video (the /embed page is the only one that may be framed). */
export function embedCode(origin: string, slug: string, title: string): string {
  const safeTitle = title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${origin}/embed?v=${encodeURIComponent(slug)}" title="${safeTitle}" width="640" height="360" frameborder="0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

const VIDEO_TYPES = ["video/webm", "video/mp4", "video/quicktime"];
const VIDEO_EXTENSIONS = /\.(webm|mp4|m4v|mov)$/i;

/** The largest upload the server takes by default (4 GiB); the server's own limit answers a 422 beyond its setting. */
export const UPLOAD_MAX_BYTES = 4 * 1024 ** 3;

/** The picker's first check, before anything is sent: a video file (WebM, MP4 or MOV) within the size limit. */
export function uploadProblem(file: { name: string; type: string; size: number }, maxBytes = UPLOAD_MAX_BYTES): "type" | "size" | null {
  if (!VIDEO_TYPES.includes(file.type) && !VIDEO_EXTENSIONS.test(file.name)) return "type";
  if (file.size <= 0 || file.size > maxBytes) return "size";
  return null;
}

/** The upload dialog's line on the plan's storage for uploaded videos: "2.1 GB of 5 GB used …". */
export function uploadStorageLine(storage: UploadStorageDto, t: VideosT = englishVideos): string {
  const used = storage.usedBytes > 0 ? formatFileSize(storage.usedBytes) : "0 GB";
  return t.t("upload.storage", { used, limit: formatFileSize(storage.limitBytes) });
}

/**
 * A title the browser refused (videoTitleSchema's message) in the page's language; the server's own
 * words (a 422's) stay as they came.
 */
export function titleError(message: string, t: VideosT = englishVideos): string {
  if (message === VIDEO_MESSAGES.titleRequired) return t.t("title.required");
  if (message === VIDEO_MESSAGES.titleLong) return t.t("title.tooLong", { max: TEXT_LIMITS.videoTitle.max });
  if (message === VIDEO_MESSAGES.title) return t.t("title.characters");
  return message;
}

/** The type to announce: the browser's, or one read from the name when it gave none (some systems don't know .mov). */
export function uploadType(file: { name: string; type: string }): string {
  if (VIDEO_TYPES.includes(file.type)) return file.type;
  if (/\.webm$/i.test(file.name)) return "video/webm";
  if (/\.mov$/i.test(file.name)) return "video/quicktime";
  return "video/mp4";
}

/** A title from a file name: "team sync (final).mp4" → "team sync final", trimmed to the approved characters. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, "")
    .replace(/[_]+/g, " ")
    .replace(/[^\p{L}\p{N} !?\-'’&.|]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
}
