import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { JOIN_CLOSES_MINUTES, JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { englishLobby, type LobbyT } from "./meeting-words.ts";

export type CallGate = { state: "open" } | { state: "early"; opensAtMs: number } | { state: "refused"; message: string };

type GateFields = Pick<BookingDto, "status" | "bookingTimeUtc" | "joinOpensAtUtc" | "joinClosesAtUtc">;

/**
 * Whether a booking's call can be entered now (core §4): only a confirmed booking, from 60 minutes
 * before the start to 30 minutes after. The server checks the same when it issues the token; this
 * spares people a camera prompt for a call they can't join.
 */
export function bookingCallGate(booking: GateFields, nowMs: number): CallGate {
  if (booking.status !== "confirmed" || !booking.bookingTimeUtc) return { state: "refused", message: MEETING_MESSAGES.notConfirmed };
  const start = Date.parse(booking.bookingTimeUtc);
  const opens = booking.joinOpensAtUtc ? Date.parse(booking.joinOpensAtUtc) : start - JOIN_OPENS_MINUTES * 60_000;
  const closes = booking.joinClosesAtUtc ? Date.parse(booking.joinClosesAtUtc) : start + JOIN_CLOSES_MINUTES * 60_000;
  if (nowMs < opens) return { state: "early", opensAtMs: opens };
  if (nowMs > closes) return { state: "refused", message: MEETING_MESSAGES.windowClosed };
  return { state: "open" };
}

/** "Leave a review" after the call, once the session's time is over and my review isn't written (facilitators don't review). */
export function canReviewAfterCall(booking: Pick<BookingDto, "role" | "endTimeUtc" | "reviewed" | "canReview">, nowMs: number): boolean {
  if (booking.role === "facilitator" || booking.reviewed) return false;
  return booking.canReview || (booking.endTimeUtc !== null && Date.parse(booking.endTimeUtc) <= nowMs);
}

/** "in 12 min", "in 1 h 5 min" until the call opens. */
export function opensIn(opensAtMs: number, nowMs: number, t: LobbyT = englishLobby): string {
  const minutes = Math.max(1, Math.ceil((opensAtMs - nowMs) / 60_000));
  if (minutes < 60) return t.t("opens.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? t.t("opens.hoursMinutes", { hours, minutes: minutes % 60 }) : t.t("opens.hours", { hours });
  return t.t("opens.days", { days: Math.round(hours / 24) });
}

/** Why a booking's call can't be entered (bookingCallGate's refusal), in the page's language. */
export function gateRefusal(message: string, t: LobbyT = englishLobby): string {
  if (message === MEETING_MESSAGES.notConfirmed) return t.t("gate.notConfirmed");
  if (message === MEETING_MESSAGES.windowClosed) return t.t("gate.windowClosed");
  return message;
}
