import type { BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, notFound } from "../../../http/app-error.ts";
import type { Services } from "../../../services.ts";
import { findCard } from "../../cards/cards.service.ts";
import { findUserById, userLocale } from "../../users/users.service.ts";
import type { UserRow } from "../../users/users.table.ts";
import { bookingForParty } from "../booking-rules.ts";
import { currentTimes } from "../bookings.repository.ts";
import { bookingIcs, bookingLinks } from "./booking-ics.ts";

/** Statuses whose agreed time is (or was) in the parties' calendars. */
const IN_CALENDAR: readonly BookingStatus[] = ["confirmed", "completed", "cancelled-confirmed"];

export const NOT_IN_CALENDAR = "Only a confirmed booking with a time can be added to a calendar.";

/**
 * `GET /api/bookings/{id}/calendar.ics`: the caller's calendar file for a booking they take part in,
 * the same event (UID, SEQUENCE, METHOD) as their last booking mail carried. The group admin who
 * arranged it isn't in the session: 404 like anyone else.
 */
export async function bookingCalendarFile(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  id: string,
): Promise<{ filename: string; ics: string }> {
  const { row, role } = await bookingForParty(services.db, id, user.id);
  if (role === "facilitator") throw notFound(MESSAGES.bookingNotFound);
  if (row.start_ms === null || row.end_ms === null || !IN_CALENDAR.includes(row.status)) throw new AppError("conflict", NOT_IN_CALENDAR);
  const [other, card, times] = await Promise.all([
    findUserById(services.db, role === "advisor" ? row.learner_id : row.advisor_id),
    findCard(services, row.card_id),
    currentTimes(services.db, [row.id]),
  ]);
  const ics = bookingIcs({
    bookingId: row.id,
    startMs: row.start_ms,
    endMs: row.end_ms,
    cardTitle: card?.title ?? "Session",
    topic: row.discussion_topic,
    otherName: other ? `${other.first_name} ${other.last_name}`.trim() : "",
    attendee: { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email },
    links: bookingLinks(services.config.publicUrl, row.id),
    publicUrl: services.config.publicUrl,
    mailFrom: services.config.mailFrom,
    latestRound: times.get(row.id)?.[0]?.round ?? 0,
    cancelled: row.status === "cancelled-confirmed",
    stampMs: services.now().getTime(),
    locale: userLocale(user),
  });
  return { filename: `${card?.slug ?? "kora"}-session.ics`, ics };
}
