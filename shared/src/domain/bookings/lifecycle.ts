/** Booking statuses (core §4). The two awaiting ones are both shown "Awaiting Response". */
export const BOOKING_STATUSES = [
  "pending-approval",
  "suggested-times",
  "confirmed",
  "completed",
  "cancelled-provisional",
  "cancelled-confirmed",
  "provisional-request-expired",
  "expired-learner-no-show",
  "expired-advisor-no-show",
  "expired-both-no-show",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  "pending-approval": "Awaiting Response",
  "suggested-times": "Awaiting Response",
  confirmed: "Confirmed",
  completed: "Completed",
  "cancelled-provisional": "Cancelled",
  "cancelled-confirmed": "Cancelled",
  "provisional-request-expired": "Expired",
  "expired-learner-no-show": "Learner didn't show",
  "expired-advisor-no-show": "Advisor didn't show",
  "expired-both-no-show": "Nobody showed",
};

/** Waiting for an answer (a request, a counter-proposal or a reschedule). */
export const AWAITING_STATUSES: readonly BookingStatus[] = ["pending-approval", "suggested-times"];
/** The archive (core §4). */
export const ARCHIVED_STATUSES: readonly BookingStatus[] = [
  "provisional-request-expired",
  "completed",
  "cancelled-provisional",
  "cancelled-confirmed",
  "expired-learner-no-show",
  "expired-advisor-no-show",
  "expired-both-no-show",
];
/** The "confirmed" group of lists (core §4). */
export const CONFIRMED_GROUP: readonly BookingStatus[] = ["confirmed", "completed"];
/** The "not confirmed" group of lists (core §4). */
export const NOT_CONFIRMED_GROUP: readonly BookingStatus[] = ["pending-approval", "cancelled-provisional", "provisional-request-expired"];
/** Holds its time: no two of these may overlap for one person (enforced by a trigger in the database too). */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = ["confirmed"];

export const isArchived = (status: BookingStatus) => ARCHIVED_STATUSES.includes(status);
export const isAwaiting = (status: BookingStatus) => AWAITING_STATUSES.includes(status);

export const BOOKING_ACTIONS = ["confirm", "suggest-times", "reschedule", "cancel", "complete", "expire", "resolve-attendance"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Who acts on a booking. The facilitator is the group admin who created it; "system" is the job queue. */
export type BookingRole = "advisor" | "learner" | "facilitator" | "system";

/** What the machine needs to know about a booking. */
export interface BookingState {
  status: BookingStatus;
  /** Who made the last proposal of times still awaiting an answer (the requester, a counter-proposer or a rescheduler). */
  awaitingFrom: "advisor" | "learner" | null;
  /** Set while a confirmed booking is being rescheduled: the side that asked. */
  rescheduledBy: "advisor" | "learner" | null;
  startMs: number | null;
  endMs: number | null;
  requestExpiresAtMs: number | null;
}

/** Attendance as of the no-show check: seconds each side was in the call. */
export interface Attendance {
  advisorSeconds: number;
  learnerSeconds: number;
}

/** Being online for at least a minute counts as attending (public-site §4). */
export const ATTENDANCE_MIN_SECONDS = 60;
/** Joining is allowed from 60 minutes before the start to 30 minutes after (core §9). */
export const JOIN_OPENS_MINUTES = 60;
export const JOIN_CLOSES_MINUTES = 30;
/** The no-show check runs when joining closes. */
export const NO_SHOW_CHECK_MINUTES = JOIN_CLOSES_MINUTES;

export type BookingTransition =
  | {
      ok: true;
      status: BookingStatus;
      awaitingFrom: "advisor" | "learner" | null;
      rescheduledBy: "advisor" | "learner" | null;
      outcome: TransitionOutcome;
    }
  | { ok: false; code: "forbidden" | "conflict"; message: string };

/**
 * What the transition means for money and messages:
 * - charge: take payment now (confirmation of a request);
 * - free-cancel: nothing was charged (a provisional request ended);
 * - cancel-by-learner / cancel-by-advisor: a confirmed booking ended by that side;
 * - reschedule-failed: the other side refused a reschedule (only the admin fee is kept);
 * - reschedule-lapsed: nobody answered a reschedule in time (settled by how late it is: see settlementCase);
 * - rescheduled: the other side accepted new times (no new charge);
 * - no-show-*: the attendance check; completed: the session happened.
 */
export type TransitionOutcome =
  | "charge"
  | "request"
  | "free-cancel"
  | "expired"
  | "cancel-by-learner"
  | "cancel-by-advisor"
  | "reschedule-requested"
  | "reschedule-failed"
  | "reschedule-lapsed"
  | "rescheduled"
  | "no-show-learner"
  | "no-show-advisor"
  | "no-show-both"
  | "attended"
  | "completed";

const refuse = (message: string): BookingTransition => ({ ok: false, code: "conflict", message });
const forbid = (message: string): BookingTransition => ({ ok: false, code: "forbidden", message });
const other = (side: "advisor" | "learner") => (side === "advisor" ? "learner" : "advisor");

/** The facilitator answers on the advisor's side only for actions it is allowed (cancel); it never proposes or accepts times. */
const party = (role: BookingRole): "advisor" | "learner" | null => (role === "advisor" || role === "learner" ? role : null);

/**
 * The booking state machine (core §4, public-site §4): the result of `action` by `role` at `nowMs`,
 * or why it is refused. Proposals alternate: only the side a proposal awaits may confirm or counter it.
 * Pure; every API path goes through it, and the database then applies it by compare-and-set on status.
 */
export function transitionBooking(booking: BookingState, action: BookingAction, role: BookingRole, nowMs: number): BookingTransition {
  const { status } = booking;
  const side = party(role);
  const ok = (
    next: BookingStatus,
    outcome: TransitionOutcome,
    awaitingFrom: BookingState["awaitingFrom"] = null,
    rescheduledBy: BookingState["rescheduledBy"] = null,
  ): BookingTransition => ({
    ok: true,
    status: next,
    awaitingFrom,
    rescheduledBy,
    outcome,
  });

  switch (action) {
    case "confirm":
    case "suggest-times": {
      if (!isAwaiting(status))
        return refuse(status === "confirmed" ? "This booking is already confirmed." : "This booking can no longer be answered.");
      if (!side) return forbid("Only the advisor or the learner can answer a booking.");
      if (booking.awaitingFrom !== side) return refuse("You're waiting for the other side to answer.");
      if (booking.requestExpiresAtMs !== null && nowMs >= booking.requestExpiresAtMs) return refuse("This request has expired.");
      if (action === "suggest-times")
        return ok("suggested-times", booking.rescheduledBy ? "reschedule-requested" : "request", other(side), booking.rescheduledBy);
      return ok("confirmed", booking.rescheduledBy ? "rescheduled" : "charge");
    }
    case "reschedule": {
      if (status !== "confirmed") return refuse("Only a confirmed booking can be rescheduled.");
      if (!side) return forbid("Only the advisor or the learner can reschedule.");
      if (booking.startMs !== null && nowMs >= booking.startMs) return refuse("This booking has already started.");
      return ok("suggested-times", "reschedule-requested", other(side), side);
    }
    case "cancel": {
      if (role === "system") return forbid("Bookings are cancelled by people.");
      if (isAwaiting(status)) {
        if (booking.rescheduledBy) {
          // Withdrawing your own reschedule is your cancellation; refusing the other side's is a failed reschedule (public-site §4).
          const cancellingSide = role === "facilitator" ? "advisor" : side;
          if (cancellingSide === booking.rescheduledBy)
            return ok("cancelled-confirmed", cancellingSide === "learner" ? "cancel-by-learner" : "cancel-by-advisor");
          return ok("cancelled-confirmed", "reschedule-failed");
        }
        return ok("cancelled-provisional", "free-cancel");
      }
      if (status !== "confirmed") return refuse("This booking can no longer be cancelled.");
      if (booking.startMs !== null && nowMs >= booking.startMs) return refuse("This booking has already started.");
      return ok("cancelled-confirmed", role === "learner" ? "cancel-by-learner" : "cancel-by-advisor");
    }
    case "complete": {
      if (status !== "confirmed") return refuse("Only a confirmed booking can be completed.");
      if (role === "facilitator") return forbid("Only the advisor or the learner can complete a booking.");
      if (booking.startMs === null || nowMs < booking.startMs) return refuse("This booking hasn't started yet.");
      return ok("completed", "completed");
    }
    case "expire": {
      if (role !== "system") return forbid("Requests expire on their own.");
      if (!isAwaiting(status)) return refuse("Only an unanswered request can expire.");
      if (booking.requestExpiresAtMs === null || nowMs < booking.requestExpiresAtMs) return refuse("This request hasn't expired yet.");
      // A reschedule nobody accepted ends the booking (public-site §4: "a failed late reschedule counts as a cancellation").
      return booking.rescheduledBy ? ok("cancelled-confirmed", "reschedule-lapsed") : ok("provisional-request-expired", "expired");
    }
    case "resolve-attendance":
      return refuse("Attendance is resolved with resolveAttendance().");
  }
}

/**
 * The no-show check, run by the job queue when joining closes (30 minutes after the start):
 * an absent side ends the booking in its expired status; if both attended, the booking stays confirmed.
 */
export function resolveAttendance(booking: BookingState, attendance: Attendance, nowMs: number): BookingTransition {
  if (booking.status !== "confirmed") return refuse("Only a confirmed booking is checked for attendance.");
  if (booking.startMs === null || nowMs < booking.startMs + NO_SHOW_CHECK_MINUTES * 60_000)
    return refuse("Attendance is checked when joining closes.");
  const advisor = attendance.advisorSeconds >= ATTENDANCE_MIN_SECONDS;
  const learner = attendance.learnerSeconds >= ATTENDANCE_MIN_SECONDS;
  const result = (status: BookingStatus, outcome: TransitionOutcome): BookingTransition => ({
    ok: true,
    status,
    awaitingFrom: null,
    rescheduledBy: null,
    outcome,
  });
  if (advisor && learner) return result("confirmed", "attended");
  if (advisor) return result("expired-learner-no-show", "no-show-learner");
  if (learner) return result("expired-advisor-no-show", "no-show-advisor");
  return result("expired-both-no-show", "no-show-both");
}

/** Whether joining is open: from 60 minutes before the start to 30 minutes after (core §9). */
export function joinWindow(startMs: number, nowMs: number): "early" | "open" | "closed" {
  if (nowMs < startMs - JOIN_OPENS_MINUTES * 60_000) return "early";
  if (nowMs > startMs + JOIN_CLOSES_MINUTES * 60_000) return "closed";
  return "open";
}

/** A booking is "fresh" for 5 minutes after creation (core §4). */
export const isFresh = (createdAtMs: number, nowMs: number) => nowMs - createdAtMs < 5 * 60_000;
