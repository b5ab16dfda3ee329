import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import {
  BOOKING_STATUS_LABELS,
  isArchived,
  isFresh,
  JOIN_CLOSES_MINUTES,
  JOIN_OPENS_MINUTES,
} from "@kora/shared/domain/bookings/lifecycle.ts";
import type { PriceBreakdown } from "@kora/shared/domain/money/fees.ts";
import type { Db } from "../../db/database.ts";
import type { UserRow } from "../users/users.table.ts";
import { bookingViewRelations, paymentsOfBookings, primaryVideosOf } from "./bookings.read-model.ts";
import { attendanceOf, currentTimes } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";
import { IN_CALL_MS, roleOf } from "./booking-rules.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const party = (user: UserRow) => ({
  id: user.id,
  slug: user.slug,
  firstName: user.first_name,
  fullName: `${user.first_name} ${user.last_name}`.trim(),
  avatarUrl: user.avatar_url,
  timezone: user.timezone,
  isPlaceholder: user.is_placeholder === 1,
});

/** The recording's block (PROTOCOL §5): who owns it, the video for the booking's two parties, and whether the viewer may record. */
function recordingView(row: BookingRow, viewer: UserRow, owner: UserRow | undefined, video: PrimaryVideo | undefined) {
  const host = viewer.id === row.advisor_id || viewer.id === row.learner_id;
  return {
    recordingOwner: owner ? { id: owner.id, name: `${owner.first_name} ${owner.last_name}`.trim() } : null,
    primaryVideo:
      host && video
        ? {
            id: video.id,
            slug: video.slug,
            status: video.status,
            title: video.title,
            posterUrl: video.status === "ready" ? `/api/v/${video.slug}/poster` : null,
          }
        : null,
    // The booking's hosts are its two parties; the first to record keeps it (core §6).
    permissions: { canChat: true, canRecord: host && (row.recording_owner_id === null || row.recording_owner_id === viewer.id) },
  };
}

type PrimaryVideo = Awaited<ReturnType<typeof primaryVideosOf>>[number];
type Movement = Awaited<ReturnType<typeof paymentsOfBookings>>[number];

/** The payment block: refunds to both sides, the transfer to the advisor, the bank's check to the learner. */
function paymentView(row: BookingRow, role: string, moves: Movement[]): BookingDto["payment"] {
  const unpaid = row.payment_status === "action-required" || row.payment_status === "failed";
  const charge = moves.filter((m) => m.kind === "charge").at(-1);
  const transfer = moves.find((m) => m.kind === "transfer");
  return {
    status: row.payment_status,
    charged: row.charged_minor,
    credit: row.credit_minor,
    refunded: row.refunded_minor,
    failure: unpaid ? row.payment_failure : null,
    dueAtUtc: unpaid ? iso(row.payment_due_ms) : null,
    clientSecret: role === "learner" && row.payment_status === "action-required" ? (charge?.client_secret ?? null) : null,
    refunds: moves
      .filter((m) => m.kind === "refund")
      .map((m) => ({ amount: m.amount, reason: m.reason ?? "", status: m.status, createdAt: m.created_at })),
    payout: role === "advisor" && transfer ? { amount: transfer.amount, status: transfer.status, dueAtUtc: iso(transfer.due_at_ms) } : null,
  };
}

/** Bookings as `viewer` sees them: parties, card, the current proposal, attendance, payment. Loads what they need in a few queries. */
export async function toBookingDtos(db: Db, viewer: UserRow, rows: BookingRow[], nowMs: number): Promise<BookingDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.advisor_id, r.learner_id]))];
  const cardIds = [...new Set(rows.map((r) => r.card_id))];
  const videoIds = rows.flatMap((r) => (r.primary_video_id ? [r.primary_video_id] : []));
  const [{ users, cards, reviewed }, times, attendance, movements, videos] = await Promise.all([
    bookingViewRelations(db, viewer.id, ids, userIds, cardIds),
    currentTimes(db, ids),
    attendanceOf(db, ids),
    paymentsOfBookings(db, ids),
    primaryVideosOf(db, videoIds),
  ]);
  const videoById = new Map(videos.map((v) => [v.id, v]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const inCall = (bookingId: string, userId: string) =>
    attendance.some((a) => a.booking_id === bookingId && a.user_id === userId && nowMs - a.last_seen_ms < IN_CALL_MS);

  return rows.map((row) => {
    const advisor = userById.get(row.advisor_id)!;
    const learner = userById.get(row.learner_id)!;
    const card = cardById.get(row.card_id)!;
    const role = roleOf(row, viewer.id) ?? "learner";
    const link = `/advisors/${card.user_slug}/${card.slug}`;
    const price = JSON.parse(row.price) as PriceBreakdown;
    const proposal = times.get(row.id) ?? [];
    return {
      id: row.id,
      status: row.status,
      statusLabel: BOOKING_STATUS_LABELS[row.status],
      role,
      advisor: party(advisor),
      learner: party(learner),
      advisorId: row.advisor_id,
      learnerId: row.learner_id,
      createdBy: row.created_by,
      facilitatedBy: row.facilitated_by,
      confirmedBy: row.confirmed_by,
      card: { id: card.id, slug: card.slug, title: card.title, type: card.type, link, durations: JSON.parse(card.durations) as number[] },
      bookingTimeUtc: iso(row.start_ms),
      endTimeUtc: iso(row.end_ms),
      duration: row.duration,
      bookingTimesSuggested: row.awaiting_from
        ? proposal.map((t) => ({ timestampUtc: iso(t.start_ms)!, duration: t.duration, suggestedBy: t.suggested_by }))
        : [],
      awaitingFrom: row.awaiting_from,
      awaitingMe: row.awaiting_from !== null && row.awaiting_from === role,
      requestExpiresAtUtc: iso(row.request_expires_at_ms),
      rescheduledBy: row.rescheduled_by,
      instantBooking: row.instant_booking === 1,
      discussionTopic: row.discussion_topic,
      lastMessage: row.last_message,
      cancelMessage: row.cancel_message,
      cancelReason: row.cancel_reason,
      cancelledBy: row.cancelled_by,
      archived: isArchived(row.status),
      recorded: row.recorded === 1,
      ...recordingView(
        row,
        viewer,
        row.recording_owner_id ? userById.get(row.recording_owner_id) : undefined,
        row.primary_video_id ? videoById.get(row.primary_video_id) : undefined,
      ),
      fresh: isFresh(Date.parse(row.created_at), nowMs),
      price,
      payment: paymentView(
        row,
        role,
        movements.filter((m) => m.booking_id === row.id),
      ),
      joinOpensAtUtc: row.start_ms === null ? null : iso(row.start_ms - JOIN_OPENS_MINUTES * 60_000),
      joinClosesAtUtc: row.start_ms === null ? null : iso(row.start_ms + JOIN_CLOSES_MINUTES * 60_000),
      isLearnerInCall: inCall(row.id, row.learner_id),
      isAdvisorInCall: inCall(row.id, row.advisor_id),
      bothInVideoTime: row.both_in_video_seconds,
      canReview: row.status === "completed" && role !== "facilitator" && !reviewed.has(row.id),
      reviewed: reviewed.has(row.id),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

export async function toBookingDto(db: Db, viewer: UserRow, row: BookingRow, nowMs: number): Promise<BookingDto> {
  const [dto] = await toBookingDtos(db, viewer, [row], nowMs);
  return dto!;
}
