import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { ENGLISH_RESPOND, type RespondT } from "./respond-i18n.ts";

/**
 * What the respond page shows for a booking (public-site §4: "booking expired" or "cannot be confirmed",
 * each with Book again). Pure: the clock is passed in; `t` words the reasons.
 */
export type RespondState =
  | { kind: "answer"; times: string[] }
  | { kind: "waiting" }
  | { kind: "confirmed" }
  | { kind: "expired" }
  | { kind: "cannot-confirm"; reason: string };

export function respondState(
  booking: Pick<BookingDto, "status" | "role" | "awaitingMe" | "requestExpiresAtUtc" | "bookingTimesSuggested">,
  nowMs: number,
  t: RespondT = ENGLISH_RESPOND,
): RespondState {
  const { status } = booking;
  if (status === "confirmed" || status === "completed") return { kind: "confirmed" };
  if (status === "provisional-request-expired") return { kind: "expired" };
  if (status === "cancelled-provisional" || status === "cancelled-confirmed")
    return { kind: "cannot-confirm", reason: t.t("reason.cancelled") };
  if (status !== "pending-approval" && status !== "suggested-times") return { kind: "cannot-confirm", reason: t.t("reason.ended") };
  if (booking.requestExpiresAtUtc && Date.parse(booking.requestExpiresAtUtc) <= nowMs) return { kind: "expired" };
  if (booking.role !== "learner") return { kind: "cannot-confirm", reason: t.t("reason.notLearner") };
  if (!booking.awaitingMe) return { kind: "waiting" };
  const times = booking.bookingTimesSuggested.map((t) => t.timestampUtc).filter((time) => Date.parse(time) > nowMs);
  if (times.length === 0) return { kind: "cannot-confirm", reason: t.t("reason.timesPassed") };
  return { kind: "answer", times: [...new Set(times)].sort((a, b) => Date.parse(a) - Date.parse(b)) };
}
