import { BRAND } from "../../brand.ts";
import { JOIN_OPENS_MINUTES } from "../bookings/lifecycle.ts";

/** What a calendar entry for a booked session says, the same in the mailed .ics, the downloaded one and the Google/Outlook links. */
export interface SessionCalendarInput {
  cardTitle: string;
  /** The other party's full name, as the calendar owner sees them. */
  otherName: string;
  topic: string;
  startMs: number;
  endMs: number;
  /** The session's call page. */
  joinUrl: string;
  /** The booking page. */
  bookingUrl: string;
}

/** A calendar entry in words and UTC instants. */
export interface SessionCalendarEntry {
  summary: string;
  description: string;
  location: string;
  startMs: number;
  endMs: number;
}

/** The entry's title, notes (topic, join link, booking page) and location (the join link). */
export function sessionCalendarEntry(input: SessionCalendarInput): SessionCalendarEntry {
  const description = [
    input.topic.trim(),
    `Join the call: ${input.joinUrl}`,
    `The call opens ${JOIN_OPENS_MINUTES} minutes before the start.`,
    `Booking: ${input.bookingUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    summary: `${BRAND.name}: ${input.cardTitle} with ${input.otherName}`,
    description,
    location: input.joinUrl,
    startMs: input.startMs,
    endMs: input.endMs,
  };
}

/** One booking is one calendar event everywhere: `{bookingId}@{host}` (RFC 5545 UID). */
export const bookingCalendarUid = (bookingId: string, host: string) => `${bookingId}@${host}`;

/**
 * SEQUENCE of a booking's calendar event. Every proposal of times is a new round (round 1 is the
 * request), and a confirmed time always comes from the latest round, so the round grows with every
 * reschedule that lands; a cancellation comes after whatever was confirmed, one higher. A downloaded
 * file and the last mailed one therefore carry the same number, and calendars apply them in order.
 */
export function calendarSequence(latestRound: number, cancelled: boolean): number {
  return Math.max(0, latestRound) + (cancelled ? 1 : 0);
}
