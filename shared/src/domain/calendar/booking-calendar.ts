import { calendarEntryMessages } from "../../i18n/messages/calendar-entry.ts";
import { createTranslator, type KeyOf, type Translator } from "../../i18n/translate.ts";
import { JOIN_OPENS_MINUTES } from "../bookings/lifecycle.ts";

export type CalendarEntryTranslator = Translator<KeyOf<typeof calendarEntryMessages>>;

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

/**
 * The entry's title, notes (topic, join link, booking page) and location (the join link), in the
 * calendar owner's language (`t`; English by default).
 */
export function sessionCalendarEntry(
  input: SessionCalendarInput,
  t: CalendarEntryTranslator = createTranslator("en", calendarEntryMessages.en),
): SessionCalendarEntry {
  const description = [
    input.topic.trim(),
    t.t("join", { url: input.joinUrl }),
    t.t("opens", { minutes: JOIN_OPENS_MINUTES }),
    t.t("booking", { url: input.bookingUrl }),
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    summary: t.t("summary", { card: input.cardTitle, other: input.otherName }),
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
