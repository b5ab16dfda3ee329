import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import type { BookingState, BookingTransition } from "@kora/shared/domain/bookings/lifecycle.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import type { Db } from "../../db/database.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { findBooking } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

/** Someone whose last presence ping is this recent is "in the call". */
export const IN_CALL_MS = 90_000;

export type PartyRole = "advisor" | "learner" | "facilitator";

/** The caller's side of a booking, or null when they are not on it. */
export function roleOf(row: BookingRow, userId: string): PartyRole | null {
  if (row.advisor_id === userId) return "advisor";
  if (row.learner_id === userId) return "learner";
  if (row.facilitated_by === userId) return "facilitator";
  return null;
}

/** What the shared state machine needs from a row. */
export function stateOf(row: BookingRow): BookingState {
  const rescheduledBy = row.rescheduled_by === null ? null : row.rescheduled_by === row.advisor_id ? "advisor" : "learner";
  return {
    status: row.status,
    awaitingFrom: row.awaiting_from,
    rescheduledBy,
    startMs: row.start_ms,
    endMs: row.end_ms,
    requestExpiresAtMs: row.request_expires_at_ms,
  };
}

/** Loads a booking the caller is on. Anyone else gets the same 404 as for a missing one (no probing of ids). */
export async function bookingForParty(db: Db, id: string, userId: string): Promise<{ row: BookingRow; role: PartyRole }> {
  const row = await findBooking(db, id);
  const role = row ? roleOf(row, userId) : null;
  if (!row || !role) throw notFound(MESSAGES.bookingNotFound);
  return { row, role };
}

/** Turns a refused transition into the API's answer: 403 for the wrong side, 409 for the wrong state. */
export function assertAllowed(transition: BookingTransition): asserts transition is Extract<BookingTransition, { ok: true }> {
  if (!transition.ok) throw new AppError(transition.code === "forbidden" ? "forbidden" : "conflict", transition.message);
}

/** The database's overlap trigger fired: someone else holds that time. */
export function isOverlap(error: unknown): boolean {
  return String((error as { message?: unknown })?.message ?? error).includes("booking_overlap");
}

export const timeTaken = () => new AppError("conflict", BOOKING_MESSAGES.timeTaken);
export const answeredMeanwhile = () => new AppError("conflict", "This booking was just changed by someone else. Please reload it.");
