import type { BookingRole, BookingState, BookingStatus, BookingTransition } from "./lifecycle.ts";

/** Shared by the booking state machine's test files: one clock, one way to print a transition. */
export const MIN = 60_000;
export const HOUR = 3_600_000;
export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
/** Requests in the table expire a day after T0; sessions start three days after T0 and last an hour. */
export const EXPIRES = T0 + 24 * HOUR;
export const START = T0 + 72 * HOUR;
export const END = START + 60 * MIN;

export const ROLES: readonly BookingRole[] = ["advisor", "learner", "facilitator", "system"];

/** A transition as one comparable string: "next/outcome/awaitingFrom/rescheduledBy", or the refusal code. */
export const show = (t: BookingTransition) =>
  t.ok ? `${t.status}/${t.outcome}/${t.awaitingFrom ?? "-"}/${t.rescheduledBy ?? "-"}` : t.code;

export const awaiting = (
  status: BookingStatus,
  awaitingFrom: "advisor" | "learner",
  rescheduledBy: "advisor" | "learner" | null,
): BookingState => ({
  status,
  awaitingFrom,
  rescheduledBy,
  startMs: START,
  endMs: END,
  requestExpiresAtMs: EXPIRES,
});
export const settled = (status: BookingStatus): BookingState => ({
  status,
  awaitingFrom: null,
  rescheduledBy: null,
  startMs: START,
  endMs: END,
  requestExpiresAtMs: null,
});

export const CONFLICT = "conflict";
