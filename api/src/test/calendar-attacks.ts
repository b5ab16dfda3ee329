/**
 * Calendars crafted the way the attack run crafted them, and an honest big one beside them: text a
 * subscription or a CalDAV server could serve, made in code (a few MB each).
 */

const wrap = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//attack//EN\r\n${body}\r\nEND:VCALENDAR\r\n`;

/** `count` events whose BEGIN and END lines are folded (RFC 5545 §3.1), which a line-by-line count misses. */
export const foldedEvents = (count: number) =>
  wrap(Array(count).fill("BEG\r\n IN:VEVENT\r\nUID:f\r\nDTSTART:20261110T090000Z\r\nDURATION:PT1H\r\nEN\r\n\tD:VEVENT").join("\r\n"));

/** Components nested `depth` deep, every BEGIN folded. */
export const foldedNesting = (depth: number) => wrap(`${"B\r\n EGIN:X-N\r\n".repeat(depth)}${"END:X-N\r\n".repeat(depth)}`);

/**
 * An honest busy calendar: `count` weekly series of `repeats` meetings from `start` (epoch ms), at
 * different hours, all within the limits — seconds of parsing and expanding for the calendar worker.
 */
export function busyCalendar(count: number, start: number, repeats = 10): string {
  const stamp = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const events = Array.from({ length: count }, (_, i) => {
    const at = start + (i % 500) * 3_600_000 + Math.floor(i / 500) * 60_000;
    return [
      "BEGIN:VEVENT",
      `UID:series-${i}@calendar.example`,
      `DTSTART:${stamp(at)}`,
      "DURATION:PT30M",
      `RRULE:FREQ=WEEKLY;COUNT=${repeats}`,
      `SUMMARY:Meeting ${i} with a description long enough to look like one people write`,
      "END:VEVENT",
    ].join("\r\n");
  });
  return wrap(events.join("\r\n"));
}
