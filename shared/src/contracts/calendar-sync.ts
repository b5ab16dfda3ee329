import { z } from "zod";

/**
 * Calendar sync (core §2 my-calendar/sync-settings, §7 me/calendar-busy-times, §9): busy
 * times in from CalDAV accounts and ICS subscriptions, confirmed sessions out to a CalDAV calendar
 * and to a private ICS feed. Routes:
 *
 * - `GET    /api/me/calendar-connections`              → { data: CalendarSyncOverview }
 * - `POST   /api/me/calendar-connections/caldav`       ← CaldavConnectInput → 201 { data: CalendarConnection }
 * - `POST   /api/me/calendar-connections/ics`          ← IcsSubscribeInput → 201 { data: CalendarConnection }
 * - `PATCH  /api/me/calendar-connections/{id}`         ← CalendarChoiceInput (CalDAV only) → { data: CalendarConnection }
 * - `POST   /api/me/calendar-connections/{id}/refresh` → 202 { data: CalendarConnection } (a sync is queued now)
 * - `DELETE /api/me/calendar-connections/{id}`         → 204 (its busy times go; events already written stay)
 * - `GET    /api/me/calendar-busy-times?from=&to=`     → { data: CalendarBusyTimes }
 * - `POST   /api/me/calendar-feed/rotate`              → { data: CalendarFeed } (the old address stops working)
 * - `GET    /api/calendar-feed/{token}.ics`            → text/calendar, no session: the secret address is the key
 *
 * Secrets (app passwords) go in and never come out: no response carries them.
 */

/** Busy times are read this far ahead (public-site §9: 7 months). */
export const BUSY_READ_AHEAD_DAYS = 214;
/** Sessions are written to calendars up to a year ahead (public-site §9). */
export const CALENDAR_WRITE_AHEAD_DAYS = 366;

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(2000, "That address is too long.")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "webcal:";
      } catch {
        return false;
      }
    }, message);

export const caldavConnectInputSchema = z.strictObject({
  serverUrl: httpUrl("Enter the address of your calendar server, like https://caldav.fastmail.com."),
  username: z.string().trim().min(1, "Enter your user name.").max(320, "That user name is too long."),
  password: z.string().min(1, "Enter an app password.").max(1000, "That password is too long."),
});
export type CaldavConnectInput = z.infer<typeof caldavConnectInputSchema>;

export const icsSubscribeInputSchema = z.strictObject({
  url: httpUrl("Enter the calendar's ICS address (it usually ends in .ics)."),
  label: z.string().trim().max(80, "Keep the name under 80 characters.").optional(),
});
export type IcsSubscribeInput = z.infer<typeof icsSubscribeInputSchema>;

/** Which of a CalDAV account's calendars count as busy, and which one Kora writes sessions into (null: none). */
export const calendarChoiceInputSchema = z.strictObject({
  busyCalendars: z.array(z.string().max(2000)).max(100),
  writeCalendar: z.string().max(2000).nullable(),
});
export type CalendarChoiceInput = z.infer<typeof calendarChoiceInputSchema>;

/**
 * A connection's health: `ok` (last sync worked), `syncing` (first sync or a refresh under way),
 * `retrying` (failed lately; retried with backoff; busy times kept and marked stale), `failing`
 * (flagged: the person was told on the menu, by mail and on the working-hours page; still retried,
 * and it clears by itself when a sync works again).
 */
export const CONNECTION_STATUSES = ["ok", "syncing", "retrying", "failing"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const remoteCalendarSchema = z.object({
  /** The calendar's URL on its server: its identity in CalendarChoiceInput. */
  url: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  busy: z.boolean(),
  write: z.boolean(),
});
export type RemoteCalendar = z.infer<typeof remoteCalendarSchema>;

export const calendarConnectionSchema = z.object({
  id: z.string(),
  kind: z.enum(["caldav", "ics"]),
  /** What the person sees: the label they gave, or the server's host. */
  label: z.string(),
  /** The server (CalDAV) or the subscribed address (ICS, with any secret part masked). */
  address: z.string(),
  username: z.string().nullable(),
  /** CalDAV only; empty for ICS. */
  calendars: z.array(remoteCalendarSchema),
  status: z.enum(CONNECTION_STATUSES),
  /** The last sync that worked (ISO instant), null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** What went wrong last, in plain words ("The server refused the user name or app password."); null when fine. */
  lastError: z.string().nullable(),
  /** When it will be tried again (ISO instant) while retrying or failing; null otherwise. */
  nextAttemptAt: z.string().nullable(),
  /** Busy periods from it now held (the next 7 months). */
  busyCount: z.number().int(),
  /** Its busy times are older than a sync should leave them: slots still use them. */
  stale: z.boolean(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const calendarFeedSchema = z.object({
  /** The private address of the person's Kora sessions, for any calendar app (absolute, with its secret). */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarSyncOverviewSchema = z.object({
  connections: z.array(calendarConnectionSchema),
  feed: calendarFeedSchema,
  /** Connections in `failing`: the menu's alert count and the working-hours banner. */
  failing: z.number().int(),
});
export type CalendarSyncOverview = z.infer<typeof calendarSyncOverviewSchema>;

export const busyPeriodSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  connectionId: z.string(),
});
export const calendarBusyTimesSchema = z.object({
  busy: z.array(busyPeriodSchema),
  /** Some connection's busy times are stale (its server did not answer lately). */
  stale: z.boolean(),
});
export type CalendarBusyTimes = z.infer<typeof calendarBusyTimesSchema>;

/** Plain words for what went wrong with a connection (the API sends these as lastError). */
export const CALENDAR_SYNC_MESSAGES = {
  badLogin: "The server refused the user name or app password.",
  notFound: "The calendar address wasn't found on the server.",
  unreachable: "The calendar server couldn't be reached.",
  timeout: "The calendar server took too long to answer.",
  notCalendar: "That address doesn't serve a calendar.",
  tooBig: "That calendar is too big to read (over 10 MB or too many events).",
  forbiddenAddress: "That address points inside a private network, which Kora doesn't connect to.",
  noCalendars: "That account has no calendars Kora can read.",
  /** A session write the server answered with a refusal (a read-only calendar, a full account); `{calendar}` is its name. */
  writeRefused: "Kora couldn't write your sessions into “{calendar}”: the server refused it.",
  /** A session write into a calendar that is no longer on the server. */
  writeGone: "Kora couldn't write your sessions into “{calendar}”: that calendar is no longer on the server.",
} as const;

const WRITE_PREFIX = CALENDAR_SYNC_MESSAGES.writeRefused.slice(0, CALENDAR_SYNC_MESSAGES.writeRefused.indexOf("{calendar}"));

/** The plain words of a refused session write into the calendar named `calendar`. */
export const calendarWriteMessage = (code: "writeRefused" | "writeGone", calendar: string): string =>
  CALENDAR_SYNC_MESSAGES[code].replace("{calendar}", calendar);

/** A connection's lastError came from writing sessions into it (not from reading its busy times). */
export const isCalendarWriteMessage = (message: string | null): boolean => message?.startsWith(WRITE_PREFIX) === true;
