import { appPath } from "@kora/shared/brand.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { type CalendarEntryTranslator, sessionCalendarEntry } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { googleCalendarUrl, outlookCalendarUrl } from "@kora/shared/domain/calendar/calendar-links.ts";

export interface CalendarLinks {
  /** The .ics from the API: the same event (UID, SEQUENCE) as the booking mails' invite. */
  file: string;
  google: string;
  outlook: string;
}

type CalendarBooking = Pick<
  BookingDto,
  "id" | "status" | "role" | "bookingTimeUtc" | "endTimeUtc" | "card" | "advisor" | "learner" | "discussionTopic"
>;

/**
 * "Add to calendar" for a confirmed booking with a time, for the advisor and the learner (not a group admin who arranged it);
 * the Google and Outlook entries in `t`'s language (English without it).
 */
export function calendarLinks(booking: CalendarBooking, origin: string, t?: CalendarEntryTranslator): CalendarLinks | null {
  if (booking.status !== "confirmed" || booking.role === "facilitator" || !booking.bookingTimeUtc || !booking.endTimeUtc) return null;
  const other = booking.role === "advisor" ? booking.learner : booking.advisor;
  const entry = sessionCalendarEntry(
    {
      cardTitle: booking.card.title,
      otherName: other.fullName,
      topic: booking.discussionTopic,
      startMs: Date.parse(booking.bookingTimeUtc),
      endMs: Date.parse(booking.endTimeUtc),
      joinUrl: `${origin}${appPath(`bookings/${booking.id}/join`)}`,
      bookingUrl: `${origin}${appPath(`bookings/${booking.id}`)}`,
    },
    t,
  );
  return {
    file: `/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`,
    google: googleCalendarUrl(entry),
    outlook: outlookCalendarUrl(entry),
  };
}
