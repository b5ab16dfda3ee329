import { MEETING_MESSAGES, type RecordingState } from "@kora/shared/contracts/meetings.ts";
import { type RecordAction, type RecordResult, type UploadTicket, VIDEO_MESSAGES, VIDEO_TITLE_MAX } from "@kora/shared/contracts/videos.ts";
import { mayRecord, recordingDay } from "@kora/shared/domain/videos/rules.ts";
import { AppError, forbidden } from "../../http/app-error.ts";
import { randomCode } from "../../lib/crypto.ts";
import type { MeetingsPort } from "../../ports/meetings.ts";
import type { Services } from "../../services.ts";
import { claimSessionRecording, findBookingById } from "../bookings/bookings.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { assertMayAddVideo } from "./storage-quota.ts";
import { fullName } from "./video-dtos.ts";
import { insertVideo, liveRecordingIn, newVideoRow, updateVideo, type VideoRow } from "./videos.repository.ts";

/** The room being recorded: a booking's call (`booking:{id}`) or a personal room (`room:{userId}`). */
export interface RecordRoom {
  roomId: string;
  bookingId: string | null;
  /**
   * The live rooms, handed in by the meetings feature that calls this: who is in the room, and the
   * recording its members see. Taken as an argument, not from `services.meetings`, so videos does
   * not depend back on meetings.
   */
  live: Pick<MeetingsPort, "recordingIn" | "roleIn" | "setRecording">;
}

const SLUG_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** 16 base62 characters: about 95 bits, so a private video's page can't be guessed. */
export const newVideoSlug = () => randomCode(SLUG_ALPHABET, 16);

/** Where and how the browser sends a video's bytes (tus). */
export const uploadTicket = (services: Pick<Services, "config">, videoId: string, filetype: string): UploadTicket => ({
  endpoint: "/api/uploads/",
  metadata: { videoId, filetype },
  maxBytes: services.config.uploadMaxBytes,
});

/** Keeps only the characters titles allow (names may carry others, such as commas). */
const titleText = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} !?\-'’&.|]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, VIDEO_TITLE_MAX);

/** "Session with Ava Brown | 27 Nov 2026" (the day in the recorder's timezone), or "Sam's room | …". */
async function recordingTitle(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  bookingId: string | null,
  otherId: string | null,
): Promise<string> {
  const day = recordingDay(services.now(), user.timezone);
  const other = otherId ? await findUserById(services.db, otherId) : undefined;
  const what = bookingId ? (other ? `Session with ${fullName(other)}` : "Session") : `${user.first_name}'s room`;
  return titleText(`${what} | ${day}`);
}

const stateOf = (video: VideoRow, user: UserRow, state: RecordingState["state"]): RecordingState => ({
  state,
  ownerId: state === "off" ? null : user.id,
  ownerName: state === "off" ? null : fullName(user),
  since: state === "off" ? null : video.started_at,
});

const isUniqueRoom = (error: unknown) => /UNIQUE|videos_one_live_per_room/i.test(String(error) + String((error as Error)?.cause ?? ""));

/**
 * Starts a recording (core §6): only a host who is in the room right now, and only the booking's
 * recording owner or anyone while there is none. The claim and the video row go in one transaction;
 * the unique live-recording index makes a second start in the room fail (409), however close, and so
 * does a start while UNFINISHED_VIDEOS_MAX of the host's videos still wait for their bytes.
 */
async function start(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  room: RecordRoom,
): Promise<{ video: VideoRow; upload: UploadTicket }> {
  const role = room.live.roleIn(room.roomId, user.id);
  if (!role) throw forbidden(MEETING_MESSAGES.notAdmitted);
  const booking = room.bookingId ? await findBookingById(services, room.bookingId) : undefined;
  const ownerId = booking?.recording_owner_id ?? null;
  if (!mayRecord(role, user.id, ownerId))
    throw forbidden(role === "host" && ownerId ? VIDEO_MESSAGES.recordingOwner : VIDEO_MESSAGES.cannotRecord);
  const nowIso = services.now().toISOString();
  // My own recording still "live" here while the room shows none: the browser that made it is gone
  // (a crash, a closed tab). It is stopped; its upload is finalised by the upkeep job.
  const stale = await liveRecordingIn(services.db, room.roomId);
  if (stale && stale.owner_id === user.id && room.live.recordingIn(room.roomId) === "off")
    await updateVideo(services.db, stale.id, { stopped_at: nowIso, paused: 0, updated_at: nowIso });
  const otherId = booking ? (booking.advisor_id === user.id ? booking.learner_id : booking.advisor_id) : null;
  const video = newVideoRow(
    {
      slug: newVideoSlug(),
      owner_id: user.id,
      booking_id: booking?.id ?? null,
      room_id: room.roomId,
      source: "recording",
      title: await recordingTitle(services, user, booking?.id ?? null, otherId),
      source_type: "video/webm",
      share_mode: booking?.recording_sharing ?? "private",
    },
    nowIso,
  );
  try {
    await services.db.transaction().execute(async (trx) => {
      await assertMayAddVideo(trx, user.id);
      if (booking && !(await claimSessionRecording(trx, booking.id, user.id, video.id))) throw forbidden(VIDEO_MESSAGES.recordingOwner);
      await insertVideo(trx, video);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (String(error).includes("bookings_one_recording_owner")) throw forbidden(VIDEO_MESSAGES.recordingOwner);
    if (isUniqueRoom(error)) throw new AppError("conflict", VIDEO_MESSAGES.alreadyRecording);
    throw error;
  }
  room.live.setRecording(room.roomId, stateOf(video, user, "recording"), user.id);
  return { video, upload: uploadTicket(services, video.id, "video/webm") };
}

/**
 * A record action in a room (`POST /api/bookings/:id/record`, `POST /api/meetings/rooms/:slug/record`).
 * Pause, resume and stop act on the room's live recording, by its owner only; stop leaves the video
 * 'recording' until its upload completes (the upload moves it on to processing).
 */
export async function controlRecording(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  room: RecordRoom,
  input: { action: RecordAction; videoId?: string },
): Promise<RecordResult> {
  if (input.action === "start") {
    const { video, upload } = await start(services, user, room);
    return { state: "recording", video: { id: video.id, slug: video.slug, title: video.title }, upload };
  }
  const live = await liveRecordingIn(services.db, room.roomId);
  if (!live || (input.videoId && input.videoId !== live.id)) throw new AppError("conflict", VIDEO_MESSAGES.notRecording);
  if (live.owner_id !== user.id) throw forbidden(room.bookingId ? VIDEO_MESSAGES.recordingOwner : VIDEO_MESSAGES.cannotRecord);
  const nowIso = services.now().toISOString();
  const state = input.action === "stop" ? "off" : input.action === "pause" ? "paused" : "recording";
  await updateVideo(
    services.db,
    live.id,
    input.action === "stop"
      ? { stopped_at: nowIso, paused: 0, updated_at: nowIso }
      : { paused: state === "paused" ? 1 : 0, updated_at: nowIso },
  );
  room.live.setRecording(room.roomId, stateOf(live, user, state));
  return { state, video: { id: live.id, slug: live.slug, title: live.title }, upload: null };
}
