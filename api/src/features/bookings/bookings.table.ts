import type { Selectable } from "kysely";
import type { BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";

export type PaymentStatus = "none" | "card-saved" | "pending" | "action-required" | "charged" | "refunded" | "partly-refunded" | "failed";

export interface BookingsTable {
  id: string;
  card_id: string;
  advisor_id: string;
  learner_id: string;
  created_by: string;
  facilitated_by: string | null;
  status: BookingStatus;
  /** Whose answer the current proposal waits for. */
  awaiting_from: "advisor" | "learner" | null;
  /** The user id of the side rescheduling a confirmed booking. */
  rescheduled_by: string | null;
  start_ms: number | null;
  end_ms: number | null;
  duration: number;
  request_expires_at_ms: number | null;
  instant_booking: number;
  discussion_topic: string;
  last_message: string;
  cancel_message: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  confirmed_by: string | null;
  confirmed_at: string | null;
  /** JSON PriceBreakdown, fixed when the request is made. */
  price: string;
  currency: string;
  use_pro_bono: number;
  payment_method_id: string | null;
  payment_status: PaymentStatus;
  /** An unpaid confirmed booking (action-required or failed) is cancelled at this instant. */
  payment_due_ms: number | null;
  /** Why the last charge failed or needs the learner, in words. */
  payment_failure: string | null;
  /** 1 when the advisor cancelled it, confirmed, within 24 hours of the start: a 1-star in the card's average for a year. */
  late_cancellation: number;
  charged_minor: number;
  /** The part of the total paid with the learner's credit (the card paid the rest). */
  credit_minor: number;
  refunded_minor: number;
  recorded: number;
  /** Who records this session: set by the first recording, never changed to someone else (migration 2026_11_27_0900). */
  recording_owner_id: string | null;
  /** The booking's recording (its first video). */
  primary_video_id: string | null;
  /** The sharing the request asked for (core §3 request input). */
  recording_sharing: "private" | "view-only" | "view-and-download";
  /** Seconds both parties were in the call at once (the meeting server adds them). */
  both_in_video_seconds: number;
  idempotency_key: string | null;
  /** SHA-256 of the canonical request that made it (an Idempotency-Key replay must match it); null before 2026_11_21_1800. */
  request_hash: string | null;
  /** SHA-256 of its creator's card, times, length and learner: a repeat within seconds gets this booking. */
  dedupe_key: string | null;
  /** Bumped by every change: the compare-and-set token. */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface BookingTables {
  bookings: BookingsTable;
  booking_times: { booking_id: string; round: number; start_ms: number; duration: number; suggested_by: string; created_at: string };
  booking_attendance: { booking_id: string; user_id: string; joined_at_ms: number; last_seen_ms: number; seconds: number };
  unavailable_times: {
    id: string;
    user_id: string;
    card_id: string | null;
    start_ms: number;
    end_ms: number;
    note: string;
    created_at: string;
  };
}

export type BookingRow = Selectable<BookingsTable>;
