import type { SessionCalendarEntry } from "./booking-calendar.ts";

/** UTC basic format, as Google's `dates` wants it: 20260329T013000Z. */
const basic = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** UTC extended format without milliseconds, as Outlook's `startdt` wants it: 2026-03-29T01:30:00Z. */
const extended = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}/, "");

/** Query strings with %20 for spaces: Outlook's compose page shows a `+` literally. */
const query = (pairs: [string, string][]) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");

/** "Add to Google Calendar": the event editor, filled in, in the person's own Google Calendar. */
export function googleCalendarUrl(entry: SessionCalendarEntry): string {
  return `https://calendar.google.com/calendar/render?${query([
    ["action", "TEMPLATE"],
    ["text", entry.summary],
    ["dates", `${basic(entry.startMs)}/${basic(entry.endMs)}`],
    ["details", entry.description],
    ["location", entry.location],
  ])}`;
}

/** "Add to Outlook": Outlook on the web's compose form for a new event, filled in. */
export function outlookCalendarUrl(entry: SessionCalendarEntry): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ["subject", entry.summary],
    ["startdt", extended(entry.startMs)],
    ["enddt", extended(entry.endMs)],
    ["body", entry.description],
    ["location", entry.location],
    ["path", "/calendar/action/compose"],
    ["rru", "addevent"],
  ])}`;
}
