import { appPath, BRAND } from "@kora/shared/brand.ts";
import { bookingCalendarUid, calendarSequence, sessionCalendarEntry } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { buildIcs } from "@kora/shared/domain/calendar/ics.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { calendarEntryMessages } from "@kora/shared/i18n/messages/calendar-entry.ts";
import { serverTranslator } from "../../../i18n/translator.ts";

/** A booking's page and its call page, absolute: the links of its mails and calendar entries. */
export const bookingLinks = (publicUrl: string, bookingId: string) => ({
  booking: `${publicUrl}${appPath(`bookings/${bookingId}`)}`,
  join: `${publicUrl}${appPath(`bookings/${bookingId}/join`)}`,
});

/** One booking's calendar event as one party gets it, in a mail or as a download. */
export interface BookingIcsInput {
  bookingId: string;
  startMs: number;
  endMs: number;
  cardTitle: string;
  topic: string;
  /** The other party's full name. */
  otherName: string;
  /** The calendar's owner; without an address the file has no ATTENDEE. */
  attendee: { name: string; email: string | null };
  links: { booking: string; join: string };
  publicUrl: string;
  /** "Kora <bookings@kora.example>" or a bare address: the ORGANIZER. */
  mailFrom: string;
  /** The booking's latest round of proposed times (calendarSequence). */
  latestRound: number;
  cancelled: boolean;
  stampMs: number;
  /** The calendar owner's language, for the entry's title and notes. */
  locale?: Locale;
}

/** The .ics: METHOD:REQUEST for a confirmed time, METHOD:CANCEL once cancelled; same UID, SEQUENCE by calendarSequence. */
export function bookingIcs(input: BookingIcsInput): string {
  const entry = sessionCalendarEntry(
    {
      cardTitle: input.cardTitle,
      otherName: input.otherName,
      topic: input.topic,
      startMs: input.startMs,
      endMs: input.endMs,
      joinUrl: input.links.join,
      bookingUrl: input.links.booking,
    },
    serverTranslator(calendarEntryMessages, input.locale ?? "en"),
  );
  return buildIcs({
    uid: bookingCalendarUid(input.bookingId, new URL(input.publicUrl).hostname),
    startMs: entry.startMs,
    endMs: entry.endMs,
    summary: entry.summary,
    description: entry.description,
    location: entry.location,
    url: input.links.join,
    organizer: { name: BRAND.name, email: input.mailFrom.replace(/^.*<|>.*$/g, "").trim() },
    attendees: input.attendee.email ? [{ name: input.attendee.name, email: input.attendee.email }] : [],
    sequence: calendarSequence(input.latestRound, input.cancelled),
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    stampMs: input.stampMs,
  });
}
