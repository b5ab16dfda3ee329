/**
 * What the desktop app's main process needs to plan reminders and fill the tray: the signed-in
 * person's upcoming confirmed sessions and their number of booking requests, read from the same
 * booking lists the bookings pages show.
 */
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { bookingListQuery, bookingPaths, otherParties } from "../../bookings/bookings.api.ts";
import type { KoraDesktopApi } from "../kora-desktop.ts";
import { type DesktopTranslator, ENGLISH_DESKTOP } from "./desktop-notices.ts";

export type DesktopAgenda = Parameters<KoraDesktopApi["setAgenda"]>[0];
export type AgendaSession = DesktopAgenda["sessions"][number];

/** As many sessions as main accepts (desktop/src/core/notification-contract.ts). */
export const MAX_AGENDA_SESSIONS = 200;
/** Without the server's join window, a call is joinable this long after its start (core §9). */
const JOIN_GRACE_MS = 30 * 60_000;

const FIRST_PAGE = { role: null, query: "", status: null, page: 1 } as const;

/** "Leo and Ada": the other people of a session, listed as `t`'s language lists them. */
const listed = (names: string[], t: DesktopTranslator) =>
  t.locale === "en" ? names.join(" and ") : new Intl.ListFormat(t.locale, { type: "conjunction" }).format(names);

/** A confirmed booking as a session on the agenda; null when it has no time or can no longer be joined. */
export function agendaSessionOf(booking: BookingDto, nowMs: number, t: DesktopTranslator = ENGLISH_DESKTOP): AgendaSession | null {
  if (booking.status !== "confirmed" || !booking.bookingTimeUtc) return null;
  const start = Date.parse(booking.bookingTimeUtc);
  const closes = booking.joinClosesAtUtc ? Date.parse(booking.joinClosesAtUtc) : start + JOIN_GRACE_MS;
  if (!Number.isFinite(start) || closes < nowMs) return null;
  return {
    bookingId: booking.id,
    title: booking.card.title.trim() || t.t("agenda.session"),
    otherParty: listed(
      otherParties(booking).map((party) => party.firstName),
      t,
    ),
    startsAt: new Date(start).toISOString(),
    joinPath: bookingPaths.sub(booking.id, "join"),
    joinClosesAt: booking.joinClosesAtUtc ? new Date(closes).toISOString() : null,
  };
}

/** The agenda from the confirmed list and the requests list: sessions by start, requests I must answer. */
export function agendaFrom(
  confirmed: readonly BookingDto[],
  requests: readonly BookingDto[],
  nowMs: number,
  t: DesktopTranslator = ENGLISH_DESKTOP,
): DesktopAgenda {
  const sessions = confirmed
    .map((booking) => agendaSessionOf(booking, nowMs, t))
    .filter((session): session is AgendaSession => session !== null)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, MAX_AGENDA_SESSIONS);
  return { sessions, requests: requests.filter((booking) => booking.awaitingMe).length };
}

/** Reads both lists fresh from the API (they are the bookings pages' queries, so those refresh too). */
export async function fetchDesktopAgenda(nowMs: number = Date.now(), t: DesktopTranslator = ENGLISH_DESKTOP): Promise<DesktopAgenda> {
  const [confirmed, requests] = await Promise.all([
    queryClient.fetchQuery({ ...bookingListQuery("confirmed", FIRST_PAGE), staleTime: 0 }),
    queryClient.fetchQuery({ ...bookingListQuery("requests", FIRST_PAGE), staleTime: 0 }),
  ]);
  return agendaFrom(confirmed.data, requests.data, nowMs, t);
}
