/** An event for a calendar file (RFC 5545). Times are UTC instants. */
export interface CalendarEvent {
  uid: string;
  startMs: number;
  endMs: number;
  summary: string;
  description: string;
  url: string;
  /** Where it happens: for a video session, its join link. */
  location?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** Bumped on every change so calendars replace the old copy. */
  sequence: number;
  status: "CONFIRMED" | "CANCELLED";
  stampMs: number;
}

/** iTIP method (RFC 5546): an invitation or update is REQUEST, a withdrawal is CANCEL. */
export const icsMethod = (status: CalendarEvent["status"]) => (status === "CANCELLED" ? "CANCEL" : "REQUEST");

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
const param = (value: string) => `"${value.replace(/"/g, "'")}"`;

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A one-event calendar file, as attached to a booking confirmation (METHOD:REQUEST) or cancellation (METHOD:CANCEL). */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kora//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${icsMethod(event.status)}`,
    ...eventLines(event),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/**
 * A subscribed calendar of many events (a person's private feed): no METHOD, since it is published
 * rather than sent (RFC 5545 §3.7.2), named for the calendar app, with each event as its mail carried it.
 */
export function buildIcsFeed(name: string, events: readonly CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kora//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${text(name)}`,
    `NAME:${text(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp(event.stampMs)}`,
    `DTSTART:${stamp(event.startMs)}`,
    `DTEND:${stamp(event.endMs)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map((a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT:mailto:${a.email}`),
    "BEGIN:VALARM",
    "TRIGGER:-PT10M",
    "ACTION:DISPLAY",
    `DESCRIPTION:${text(event.summary)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}
