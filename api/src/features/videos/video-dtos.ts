import type { PublicVideoTileDto, VideoDto, VideoPerson } from "@kora/shared/contracts/videos.ts";
import type { VideoRelation } from "@kora/shared/domain/videos/rules.ts";
import type { Services } from "../../services.ts";
import type { listedPage, videoRelations } from "./videos.read-model.ts";
import type { VideoRow } from "./videos.repository.ts";

type Relations = Awaited<ReturnType<typeof videoRelations>>;
type Person = { id: string; first_name: string; last_name: string; avatar_url: string | null };

export const fullName = (user: Pick<Person, "first_name" | "last_name">) => `${user.first_name} ${user.last_name}`.trim();

export const personOf = (user: Person | undefined, id: string): VideoPerson =>
  user ? { id: user.id, name: fullName(user), avatarUrl: user.avatar_url } : { id, name: "Someone", avatarUrl: null };

/** Where a video's files are played from (all by slug, with Range); null until it is ready. */
export function mediaOf(video: VideoRow): VideoDto["media"] {
  if (video.status !== "ready") return null;
  const base = `/api/v/${video.slug}`;
  return {
    videoUrl: `${base}/video`,
    audioUrl: video.audio_source_bytes === null ? null : `${base}/audio`,
    posterUrl: `${base}/poster`,
    videoBytes: video.video_bytes ?? 0,
    audioBytes: video.audio_source_bytes,
  };
}

/** A video as its owner or a participant of its booking sees it (library and owner view). */
export function toVideoDto(
  services: Pick<Services, "config">,
  video: VideoRow,
  relation: Exclude<VideoRelation, "other">,
  related: Relations,
): VideoDto {
  const booking = video.booking_id ? related.bookings.get(video.booking_id) : undefined;
  return {
    id: video.id,
    slug: video.slug,
    title: video.title,
    status: video.status,
    source: video.source,
    relation,
    createdBy: personOf(related.users.get(video.owner_id), video.owner_id),
    createdAt: video.created_at,
    durationSeconds: video.duration_seconds,
    sourceBytes: video.source_bytes,
    audioSourceBytes: video.audio_source_bytes,
    videoExpiresAt: video.video_expires_at,
    shareMode: video.share_mode,
    allowDownload: { video: video.allow_video_download === 1, audio: video.allow_audio_download === 1 },
    listed: video.listed === 1,
    shareUrl: `${services.config.publicUrl}/v/${video.slug}`,
    media: mediaOf(video),
    progress: video.status === "processing" ? video.progress : null,
    error: video.status === "failed" ? video.error : null,
    booking: booking
      ? { id: booking.id, title: booking.title, startsAt: new Date(booking.start_ms ?? Date.parse(booking.created_at)).toISOString() }
      : null,
    views: related.views.get(video.id) ?? 0,
  };
}

/** The advisor and learner of the video's booking (none for personal-room recordings and uploads). */
export function participantsOf(video: VideoRow, related: Relations): VideoPerson[] {
  const booking = video.booking_id ? related.bookings.get(video.booking_id) : undefined;
  if (!booking) return [];
  return [booking.advisor_id, booking.learner_id].map((id) => personOf(related.users.get(id), id));
}

export function toTile(row: Awaited<ReturnType<typeof listedPage>>["rows"][number]): PublicVideoTileDto {
  return {
    slug: row.slug,
    title: row.title,
    ownerName: fullName(row),
    createdAt: row.created_at,
    durationSeconds: row.duration_seconds,
    posterUrl: `/api/v/${row.slug}/poster`,
  };
}
