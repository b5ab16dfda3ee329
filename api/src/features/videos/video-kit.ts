import type { ShareMode } from "@kora/shared/domain/videos/rules.ts";
import { addCard, type bookingScenario } from "../../test/booking-scenario.ts";
import type { TestApp } from "../../test/harness.ts";
import { subscribePlus } from "../../test/plans-fixtures.ts";
import { claimSessionRecording } from "../bookings/bookings.service.ts";
import { newVideoSlug } from "./recording-control.ts";
import { insertVideo, type VideoRow } from "./videos.repository.ts";

/** Tests' video files: small fake blobs standing for what processing makes (the bytes are never decoded here). */
export const VIDEO_BYTES = Uint8Array.from({ length: 4096 }, (_, i) => i % 251);
export const AUDIO_BYTES = Uint8Array.from({ length: 1024 }, (_, i) => (i * 7) % 256);
export const POSTER_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

/**
 * A video in the database (through the repository) and, when ready, its files in the blob store:
 * by default the advisor's recording of a confirmed booking with the learner.
 */
export async function makeVideo(
  t: TestApp,
  owner: { id: string },
  options: { bookingId?: string | null; status?: VideoRow["status"]; shareMode?: ShareMode; title?: string; createdAt?: string } = {},
): Promise<VideoRow> {
  const nowIso = options.createdAt ?? t.clock.now.toISOString();
  const status = options.status ?? "ready";
  const ready = status === "ready";
  const video: VideoRow = {
    id: crypto.randomUUID(),
    slug: newVideoSlug(),
    owner_id: owner.id,
    booking_id: options.bookingId ?? null,
    room_id: options.bookingId ? `booking:${options.bookingId}` : null,
    source: options.bookingId ? "recording" : "upload",
    title: options.title ?? "Session with Lena | 21 Nov 2026",
    status,
    paused: 0,
    share_mode: options.shareMode ?? "private",
    allow_video_download: 0,
    allow_audio_download: 0,
    listed: 0,
    duration_seconds: ready ? 10 : null,
    source_bytes: 9000,
    declared_bytes: null,
    source_type: "video/webm",
    video_bytes: ready ? VIDEO_BYTES.length : null,
    audio_source_bytes: ready ? AUDIO_BYTES.length : null,
    poster_bytes: ready ? POSTER_BYTES.length : null,
    progress: null,
    error: null,
    video_expires_at: null,
    started_at: nowIso,
    stopped_at: nowIso,
    ready_at: ready ? nowIso : null,
    created_at: nowIso,
    updated_at: nowIso,
  };
  await insertVideo(t.services.db, video);
  if (options.bookingId) await claimSessionRecording(t.services.db, options.bookingId, owner.id, video.id);
  if (ready) {
    await t.services.blobs.put(`videos/${video.id}/video.mp4`, VIDEO_BYTES, { contentType: "video/mp4" });
    await t.services.blobs.put(`videos/${video.id}/audio.m4a`, AUDIO_BYTES, { contentType: "audio/mp4" });
    await t.services.blobs.put(`videos/${video.id}/poster.jpg`, POSTER_BYTES, { contentType: "image/jpeg" });
  }
  return video;
}

/** How far ahead each scenario's latest booked recording lies, in hours (each scenario starts at 74 h). */
const bookedHours = new WeakMap<Scenario, number>();

/** The advisor's recording of a fresh confirmed booking with the learner (each at its own time). */
export async function bookingVideo(t: TestApp, s: Scenario, options: Parameters<typeof makeVideo>[2] = {}) {
  const hours = (bookedHours.get(s) ?? 72) + 2;
  bookedHours.set(s, hours);
  const booking = await s.confirmed(hours);
  return { booking, video: await makeVideo(t, s.advisor.user, { bookingId: booking.id, ...options }) };
}

/** Puts someone on Plus (a saved card, then the free month). */
export async function onPlus(t: TestApp, cookie: string): Promise<void> {
  await addCard(t, cookie, "4242424242424242");
  const response = await subscribePlus(t, cookie);
  if (response.status !== 201) throw new Error(`plus failed: ${response.status} ${await response.text()}`);
}
