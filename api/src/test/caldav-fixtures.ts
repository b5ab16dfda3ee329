import { DAVClient } from "tsdav";
import { calendarSyncOverviewSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { bookingScenario } from "./booking-scenario.ts";
import { createTestApp, dataOf } from "./harness.ts";

/**
 * Calendar-sync test set-up shared by the feature's tests and the server tests: a one-event ICS
 * calendar, and a logged-in CalDAV client that makes a calendar with an event in it (on Radicale).
 */

/** An ICS calendar of one event, "Dentist", 2 March 2027 10:00–11:30 UTC, with the given UID. */
export const dentistIcs = (uid: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20270201T000000Z",
    "DTSTART:20270302T100000Z",
    "DTEND:20270302T113000Z",
    "SUMMARY:Dentist",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** A tsdav client logged in to `serverUrl` with Basic auth. */
export async function loggedInDavClient(serverUrl: string, username: string, password: string): Promise<DAVClient> {
  const client = new DAVClient({ serverUrl, credentials: { username, password }, authMethod: "Basic", defaultAccountType: "caldav" });
  await client.login();
  return client;
}

/** Makes the calendar `slug` (shown as `displayname`) in the client's home with one event in it; returns the calendar's URL. */
export async function makeCalendarWithEvent(
  client: DAVClient,
  calendar: { slug: string; displayname: string },
  event: { filename: string; ics: string },
): Promise<string> {
  const url = `${client.account!.homeUrl}${calendar.slug}/`;
  await client.makeCalendar({ url, props: { displayname: calendar.displayname } });
  await client.createCalendarObject({ calendar: { url }, filename: event.filename, iCalString: event.ics });
  return url;
}

/**
 * An app on a fixed clock (`nowIso`) with an advisor (a free card) and a learner, and what the
 * calendar tests read: the advisor's sync overview and one connection of it, and a run of every job
 * due (the sync and write jobs, retried ones included).
 */
export async function calendarSyncApp(nowIso: string) {
  const t = await createTestApp();
  t.clock.now = new Date(nowIso);
  const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
  const overview = async () =>
    dataOf(await t.call("GET", "/api/me/calendar-connections", { cookie: s.advisor.cookie }), calendarSyncOverviewSchema);
  return {
    t,
    s,
    overview,
    connection: async (id: string) => (await overview()).connections.find((c) => c.id === id)!,
    runJobs: async () => {
      while ((await t.services.jobs.runDue()) > 0);
    },
  };
}
