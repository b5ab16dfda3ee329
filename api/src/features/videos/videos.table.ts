import type { Generated } from "kysely";
import type { VideoStatus } from "@kora/shared/contracts/videos.ts";
import type { ShareMode } from "@kora/shared/domain/videos/rules.ts";

/** Videos, their tus uploads and their views (migration 2026_11_27_0900_videos). */
export interface VideoTables {
  videos: {
    id: string;
    /** Unguessable: the public page is `/v/{slug}`. */
    slug: string;
    owner_id: string;
    booking_id: string | null;
    /** `booking:{id}` or `room:{userId}` for a recording; null for an upload. */
    room_id: string | null;
    source: "recording" | "upload";
    title: string;
    status: VideoStatus;
    /** 1 while a live recording is paused. */
    paused: Generated<number>;
    share_mode: Generated<ShareMode>;
    allow_video_download: Generated<number>;
    allow_audio_download: Generated<number>;
    listed: Generated<number>;
    duration_seconds: number | null;
    /** Bytes received (the browser's WebM, or the uploaded file). */
    source_bytes: Generated<number>;
    /** The size `upload-url` announced for a file, held against the owner's storage (migration 2026_12_01_1330); null for a recording. */
    declared_bytes: number | null;
    source_type: string | null;
    video_bytes: number | null;
    /** The M4A's bytes; null without sound or before processing. */
    audio_source_bytes: number | null;
    poster_bytes: number | null;
    /** 0–100 while processing. */
    progress: number | null;
    error: string | null;
    video_expires_at: string | null;
    started_at: string | null;
    stopped_at: string | null;
    ready_at: string | null;
    created_at: string;
    updated_at: string;
  };
  video_uploads: {
    /** The tus upload id (the last segment of its URL). */
    id: string;
    video_id: string;
    owner_id: string;
    /** Null while deferred (a live recording). */
    size: number | null;
    offset: Generated<number>;
    /** How many part blobs hold the bytes so far (`videos/{videoId}/source/{n}`). */
    parts: Generated<number>;
    metadata: Generated<string>;
    created_at: string;
    updated_at: string;
    finished_at: string | null;
  };
  video_views: {
    video_id: string;
    viewer_key: string;
    user_id: string | null;
    name: string;
    views: Generated<number>;
    first_viewed_at: string;
    last_viewed_at: string;
  };
}
