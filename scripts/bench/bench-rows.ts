/**
 * Rows the read benchmarks write straight into their database (bench:slots, bench:reads): a booking with
 * every column set, so each seed only says what differs.
 */
import type { Insertable } from "kysely";
import type { BookingsTable } from "../../api/src/features/bookings/bookings.table.ts";

export interface BookingShape {
  cardId: string;
  advisorId: string;
  learnerId: string;
  startMs: number;
  minutes: number;
  status: BookingsTable["status"];
  /** When it was requested; now by default. */
  createdAt: string;
  /** Set for a booking the advisor confirmed (confirmed or completed). */
  confirmedAt: string | null;
}

/** A free booking of `shape`, as the booking flow would have stored it. */
export function bookingRow(shape: BookingShape): Insertable<BookingsTable> {
  const confirmed = shape.confirmedAt !== null;
  return {
    id: crypto.randomUUID(),
    card_id: shape.cardId,
    advisor_id: shape.advisorId,
    learner_id: shape.learnerId,
    created_by: shape.learnerId,
    facilitated_by: null,
    status: shape.status,
    awaiting_from: null,
    rescheduled_by: null,
    start_ms: shape.startMs,
    end_ms: shape.startMs + shape.minutes * 60_000,
    duration: shape.minutes,
    request_expires_at_ms: null,
    instant_booking: 0,
    discussion_topic: "Benchmark",
    last_message: "",
    cancel_message: null,
    cancel_reason: null,
    cancelled_by: null,
    confirmed_by: confirmed ? shape.advisorId : null,
    confirmed_at: shape.confirmedAt,
    price: JSON.stringify({
      currency: "AUD",
      advisorFee: 0,
      adminFee: 0,
      adminFeePercent: 0,
      privateCardFee: 0,
      privateCardFeePercent: 0,
      total: 0,
      free: true,
    }),
    currency: "AUD",
    use_pro_bono: 0,
    payment_method_id: null,
    payment_status: "none",
    late_cancellation: 0,
    charged_minor: 0,
    credit_minor: 0,
    refunded_minor: 0,
    recorded: 0,
    recording_sharing: "private",
    both_in_video_seconds: confirmed ? shape.minutes * 60 : 0,
    idempotency_key: null,
    version: 1,
    created_at: shape.createdAt,
    updated_at: shape.createdAt,
  };
}

/** Inserts rows in chunks of `size` rows (SQLite limits the variables of one statement). */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
