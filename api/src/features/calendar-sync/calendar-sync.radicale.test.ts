import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityResponseSchema, bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { CALENDAR_SYNC_MESSAGES, calendarBusyTimesSchema, calendarConnectionSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { FLAG_AFTER_FAILURES, retryDelayMs } from "@kora/shared/domain/calendar/sync-health.ts";
import { type RunningRadicale, startRadicale } from "../../../../scripts/radicale/radicale.ts";
import type { bookingScenario } from "../../test/booking-scenario.ts";
import { calendarSyncApp, loggedInDavClient, makeCalendarWithEvent } from "../../test/caldav-fixtures.ts";
import { bodyOf, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

/**
 * Calendar sync against a real Radicale on loopback with htpasswd auth (core §7): connect, busy times
 * from a weekly event across Europe/Berlin's spring DST change, slots without them, a confirmed session
 * written out, rescheduled and cancelled; the server stopped (retrying → failing, one mail, the menu
 * alert) and started again (ok, and the session confirmed meanwhile written after all). The clock is fixed before the DST change; nothing reads today's date.
 */

const USER = "avery";
const PASSWORD = "app-password-1";
const NOW = "2027-03-01T09:00:00Z";

const BERLIN_WEEKLY = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Calendar app//EN",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:team-weekly@test",
  "DTSTAMP:20270201T000000Z",
  "DTSTART;TZID=Europe/Berlin:20270315T100000",
  "DTEND;TZID=Europe/Berlin:20270315T110000",
  "RRULE:FREQ=WEEKLY;COUNT=4",
  "SUMMARY:Team weekly",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let radicale: RunningRadicale;
let t: TestApp;
let s: Awaited<ReturnType<typeof bookingScenario>>;
let workUrl: string;
let connectionId: string;
/** Confirmed before the calendar was connected: written out when it is. */
let earlier: string;

const davClient = () => loggedInDavClient(radicale.url, USER, PASSWORD);
const eventsInWork = async () => (await davClient()).fetchCalendarObjects({ calendar: { url: workUrl } });
let app: Awaited<ReturnType<typeof calendarSyncApp>>;
const overview = () => app.overview();
const connection = () => app.connection(connectionId);
const runJobs = () => app.runJobs();

beforeAll(async () => {
  radicale = await startRadicale({ users: [{ username: USER, password: PASSWORD }] });
  workUrl = await makeCalendarWithEvent(
    await davClient(),
    { slug: "work", displayname: "Work" },
    { filename: "team-weekly.ics", ics: BERLIN_WEEKLY },
  );
  app = await calendarSyncApp(NOW);
  ({ t, s } = app);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await radicale?.dispose();
});

describe("calendar sync with a real CalDAV server (Radicale)", () => {
  it("refuses a wrong app password under the password field, and a dead server under the address", async () => {
    const wrong = await t.call("POST", "/api/me/calendar-connections/caldav", {
      cookie: s.advisor.cookie,
      body: { serverUrl: radicale.url, username: USER, password: "not-it" },
    });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({ password: [CALENDAR_SYNC_MESSAGES.badLogin] });
    const dead = await t.call("POST", "/api/me/calendar-connections/caldav", {
      cookie: s.advisor.cookie,
      body: { serverUrl: "http://127.0.0.1:9/", username: USER, password: PASSWORD },
    });
    expect(dead.status).toBe(422);
    expect((await errorOf(dead)).fields).toEqual({ serverUrl: [CALENDAR_SYNC_MESSAGES.unreachable] });
  });

  it("connects, lists the calendars (all busy, the first written to) and never returns the password", async () => {
    earlier = (await s.confirmed(48)).id;
    const response = await t.call("POST", "/api/me/calendar-connections/caldav", {
      cookie: s.advisor.cookie,
      body: { serverUrl: radicale.url, username: USER, password: PASSWORD },
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(PASSWORD);
    const conn = calendarConnectionSchema.parse(JSON.parse(text).data);
    connectionId = conn.id;
    expect(conn).toMatchObject({ kind: "caldav", status: "syncing", username: USER, address: radicale.url });
    expect(conn.calendars).toEqual([{ url: workUrl, name: "Work", color: null, busy: true, write: true }]);
    const stored = await t.services.db
      .selectFrom("calendar_connections")
      .select("secret")
      .where("id", "=", conn.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(PASSWORD);
    expect(stored.secret.startsWith("v1.")).toBe(true);
    const again = await t.call("POST", "/api/me/calendar-connections/caldav", {
      cookie: s.advisor.cookie,
      body: { serverUrl: radicale.url, username: USER, password: PASSWORD },
    });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields).toEqual({ username: ["That account is already connected."] });
  });

  it("reads a weekly event across the DST change to the right instants, and slots lose them", async () => {
    await runJobs();
    // The session confirmed before connecting is now in the calendar, and Kora's own events never count as busy.
    expect((await eventsInWork()).filter((o) => o.data.includes(`UID:${earlier}@`))).toHaveLength(1);
    await t.call("POST", `/api/me/calendar-connections/${connectionId}/refresh`, { cookie: s.advisor.cookie });
    await runJobs();
    const conn = await connection();
    expect(conn).toMatchObject({ status: "ok", lastError: null, busyCount: 4, stale: false, lastSyncedAt: NOW.replace("Z", ".000Z") });
    const busy = await dataOf(
      await t.call("GET", "/api/me/calendar-busy-times?from=2027-03-01T00:00:00Z&to=2027-05-01T00:00:00Z", { cookie: s.advisor.cookie }),
      calendarBusyTimesSchema,
    );
    // 10:00 in Berlin: 09:00 UTC in winter (CET), 08:00 UTC from 28 March (CEST).
    expect(busy.busy.map((b) => [b.startsAt, b.endsAt])).toEqual([
      ["2027-03-15T09:00:00.000Z", "2027-03-15T10:00:00.000Z"],
      ["2027-03-22T09:00:00.000Z", "2027-03-22T10:00:00.000Z"],
      ["2027-03-29T08:00:00.000Z", "2027-03-29T09:00:00.000Z"],
      ["2027-04-05T08:00:00.000Z", "2027-04-05T09:00:00.000Z"],
    ]);
    const slots = async (day: string) => {
      t.services.slotsCache.invalidate();
      const response = await t.call("GET", `/api/cards/${s.cardId}/availability?from=${day}T06:00:00Z&to=${day}T12:00:00Z&duration=60`, {
        cookie: s.learner.cookie,
      });
      expect(response.status).toBe(200);
      return (await bodyOf(response, availabilityResponseSchema)).data.map((slot) => new Date(slot.startUtc).toISOString());
    };
    const before = await slots("2027-03-22");
    expect(before).not.toContain("2027-03-22T09:00:00.000Z");
    expect(before).toContain("2027-03-22T08:00:00.000Z");
    const after = await slots("2027-03-29");
    expect(after).not.toContain("2027-03-29T08:00:00.000Z");
    expect(after).toContain("2027-03-29T09:00:00.000Z");
  });

  it("writes a confirmed session into the calendar, updates it on reschedule (same UID), removes it on cancel", async () => {
    const booking = await s.confirmed(72);
    await runJobs();
    const written = (await eventsInWork()).filter((o) => o.data.includes(`UID:${booking.id}@`));
    expect(written).toHaveLength(1);
    expect(written[0]!.data).toContain("DTSTART:20270304T090000Z");
    expect(written[0]!.data.replace(/\r\n /g, "")).toContain(`/bookings/${booking.id}/join`);
    expect(written[0]!.data).not.toContain("METHOD:");
    const href = written[0]!.url;

    const asked = await s.act(s.advisor.cookie, booking.id, "reschedule", { times: [s.inHours(100)], expiry: 48 });
    expect(asked.status).toBe(200);
    const proposal = await dataOf(asked, bookingDtoSchema);
    const accepted = await s.act(s.learner.cookie, booking.id, "confirm", { time: proposal.bookingTimesSuggested[0]!.timestampUtc });
    expect(accepted.status).toBe(200);
    await runJobs();
    const moved = (await eventsInWork()).filter((o) => o.data.includes(`UID:${booking.id}@`));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.url).toBe(href);
    expect(moved[0]!.data).toContain("DTSTART:20270305T130000Z");

    const cancelled = await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "schedule-conflict" });
    expect(cancelled.status).toBe(200);
    await runJobs();
    expect((await eventsInWork()).filter((o) => o.data.includes(`UID:${booking.id}@`))).toEqual([]);
  });

  it("retries while the server is down, then flags it (one mail, the menu alert) and recovers by itself", async () => {
    const stats = async () =>
      (await dataOf(await t.call("GET", "/api/me?append=stats", { cookie: s.advisor.cookie }), meSchema)).stats!.calendarAlerts;
    await radicale.stop();
    // Confirmed while the server is down: its write runs out of retries before the server is back.
    const during = await s.confirmed(96);
    t.clock.now = new Date(Date.parse(NOW) + 20 * 60_000); // past the next regular sync
    await runJobs();
    expect(await connection()).toMatchObject({
      status: "retrying",
      lastError: CALENDAR_SYNC_MESSAGES.unreachable,
      busyCount: 4,
      stale: true,
    });
    for (let failures = 1; failures < FLAG_AFTER_FAILURES; failures++) {
      t.clock.advance(retryDelayMs(failures));
      await runJobs();
    }
    const flagged = await overview();
    expect(flagged.failing).toBe(1);
    expect(flagged.connections[0]).toMatchObject({ status: "failing", busyCount: 4 });
    expect(await stats()).toBe(1);
    t.clock.advance(retryDelayMs(FLAG_AFTER_FAILURES));
    await runJobs();
    const mails = await t.services.db
      .selectFrom("dev_mailbox")
      .select(["subject", "text"])
      .where("to_address", "=", s.advisor.user.email!.toLowerCase())
      .where("subject", "=", "Kora can't reach your calendar")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(CALENDAR_SYNC_MESSAGES.unreachable);

    radicale = await startRadicale({ users: [{ username: USER, password: PASSWORD }], port: radicale.port, dir: radicale.dir });
    t.clock.advance(retryDelayMs(FLAG_AFTER_FAILURES + 1));
    await runJobs();
    const recovered = await overview();
    expect(recovered.failing).toBe(0);
    expect(recovered.connections[0]).toMatchObject({ status: "ok", lastError: null, nextAttemptAt: null, stale: false, busyCount: 4 });
    expect(await stats()).toBe(0);
    expect((await eventsInWork()).filter((o) => o.data.includes(`UID:${during.id}@`))).toHaveLength(1);
  });

  it("tells a revoked app password apart from a dead server", async () => {
    await radicale.stop();
    radicale = await startRadicale({ users: [{ username: USER, password: "a-new-app-password" }], port: radicale.port, dir: radicale.dir });
    t.clock.advance(16 * 60_000); // past the next regular sync
    await runJobs();
    expect(await connection()).toMatchObject({ status: "retrying", lastError: CALENDAR_SYNC_MESSAGES.badLogin, busyCount: 4, stale: true });
  });
});
