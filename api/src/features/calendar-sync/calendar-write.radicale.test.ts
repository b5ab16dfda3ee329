import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarConnectionSchema, calendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { FLAG_AFTER_FAILURES } from "@kora/shared/domain/calendar/sync-health.ts";
import { type RunningRadicale, startRadicale } from "../../../../scripts/radicale/radicale.ts";
import type { bookingScenario } from "../../test/booking-scenario.ts";
import { calendarSyncApp, loggedInDavClient } from "../../test/caldav-fixtures.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";

/**
 * Sessions written into a calendar the account may not write to, against a real Radicale whose rights
 * file makes one of the person's own calendars read-only: connecting picks a writable one (never the
 * read-only one, never a task list); a refused write shows on the connection (retrying, then failing
 * with one mail and the menu alert) and clears when a sync or a later write works. Fixed clock.
 */

const USER = "robin";
const PASSWORD = "app-password-2";
const NOW = "2027-03-01T09:00:00Z";
/** Queue delays between a job's five attempts (queue.ts: 5 s × 2^attempts). */
const QUEUE_RETRIES_MS = [10_000, 20_000, 40_000, 80_000];

let radicale: RunningRadicale;
let t: TestApp;
let s: Awaited<ReturnType<typeof bookingScenario>>;
let readOnly: { url: string; name: string };
let writable: { url: string; name: string };
let connectionId: string;

const davClient = () => loggedInDavClient(radicale.url, USER, PASSWORD);
const eventsIn = async (url: string) => (await davClient()).fetchCalendarObjects({ calendar: { url } });
const runJobs = () => app.runJobs();
let app: Awaited<ReturnType<typeof calendarSyncApp>>;
const overview = () => app.overview();
const connection = () => app.connection(connectionId);
const alerts = async () =>
  (await dataOf(await t.call("GET", "/api/me?append=stats", { cookie: s.advisor.cookie }), meSchema)).stats!.calendarAlerts;
const writeMails = () =>
  t.services.db
    .selectFrom("dev_mailbox")
    .select(["subject", "text"])
    .where("to_address", "=", s.advisor.user.email!.toLowerCase())
    .where("subject", "=", "Kora can't put your sessions in your calendar")
    .execute();
const rightsFor = (path: string) =>
  [
    // First match wins: the one calendar only readable by its owner, then Radicale's owner-only rights.
    "[read-only-calendar]",
    `user: ${USER}`,
    `collection: ${path}`,
    "permissions: r",
    "[root]",
    "user: .+",
    "collection:",
    "permissions: R",
    "[principal]",
    "user: .+",
    "collection: {user}",
    "permissions: RW",
    "[calendars]",
    "user: .+",
    "collection: {user}/[^/]+",
    "permissions: rw",
    "",
  ].join("\n");

beforeAll(async () => {
  radicale = await startRadicale({ users: [{ username: USER, password: PASSWORD }] });
  const client = await davClient();
  const home = client.account!.homeUrl;
  await client.makeCalendar({
    url: `${home}tasks/`,
    props: { displayname: "Tasks", "c:supported-calendar-component-set": { "c:comp": { _attributes: { name: "VTODO" } } } },
  });
  await client.makeCalendar({ url: `${home}one/`, props: { displayname: "One" } });
  await client.makeCalendar({ url: `${home}two/`, props: { displayname: "Two" } });
  // The calendar the server lists first among those holding events becomes read-only: the old default.
  const listed = (await client.fetchCalendars()).filter((c) => c.components?.includes("VEVENT"));
  const [first, second] = listed.map((c) => ({ url: c.url, name: String(c.displayName) }));
  readOnly = first!;
  writable = second!;
  await radicale.stop();
  const path = new URL(readOnly.url).pathname.replace(/^\/|\/$/g, "");
  radicale = await startRadicale({
    users: [{ username: USER, password: PASSWORD }],
    port: radicale.port,
    dir: radicale.dir,
    rights: rightsFor(path),
  });
  app = await calendarSyncApp(NOW);
  ({ t, s } = app);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await radicale?.dispose();
});

describe("writing sessions into a calendar the account may not write to (Radicale rights)", () => {
  it("defaults the write calendar to one the account may write to, never a read-only one or a task list", async () => {
    const response = await t.call("POST", "/api/me/calendar-connections/caldav", {
      cookie: s.advisor.cookie,
      body: { serverUrl: radicale.url, username: USER, password: PASSWORD },
    });
    expect(response.status).toBe(201);
    const conn = await dataOf(response, calendarConnectionSchema);
    connectionId = conn.id;
    expect(conn.calendars).toEqual([
      expect.objectContaining({ url: readOnly.url, busy: true, write: false }),
      expect.objectContaining({ url: writable.url, busy: true, write: true }),
    ]);
    await runJobs();
    expect(await connection()).toMatchObject({ status: "ok", lastError: null });
  });

  it("shows a refused write on the connection: retrying, then failing with one mail and the alert; a sync that works clears it", async () => {
    const chosen = await t.call("PATCH", `/api/me/calendar-connections/${connectionId}`, {
      cookie: s.advisor.cookie,
      body: { busyCalendars: [readOnly.url, writable.url], writeCalendar: readOnly.url },
    });
    expect(chosen.status).toBe(200);
    await runJobs();
    await s.confirmed(72);
    await runJobs();
    const message = calendarWriteMessage("writeRefused", readOnly.name);
    expect(message).toBe(`Kora couldn't write your sessions into “${readOnly.name}”: the server refused it.`);
    expect(await connection()).toMatchObject({ status: "retrying", lastError: message });
    for (const delay of QUEUE_RETRIES_MS) {
      t.clock.advance(delay);
      await runJobs();
    }
    expect(QUEUE_RETRIES_MS.length + 1).toBe(FLAG_AFTER_FAILURES);
    const flagged = await overview();
    expect(flagged.failing).toBe(1);
    expect(flagged.connections[0]).toMatchObject({ status: "failing", lastError: message });
    expect(await alerts()).toBe(1);
    const mails = await writeMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(message);
    expect(await eventsIn(readOnly.url)).toEqual([]);

    t.clock.advance(15 * 60_000); // the next regular sync reads fine
    await runJobs();
    expect(await connection()).toMatchObject({ status: "ok", lastError: null });
    expect(await alerts()).toBe(0);
    // It does not write again into a calendar that refuses (no mail every quarter hour).
    t.clock.advance(15 * 60_000);
    await runJobs();
    expect(await writeMails()).toHaveLength(1);
  });

  it("clears a refused write when a later write works", async () => {
    t.clock.now = new Date("2027-03-01T10:00:00Z"); // on the hour again: sessions land on bookable times
    await runJobs();
    await s.confirmed(96);
    await runJobs();
    expect(await connection()).toMatchObject({ status: "retrying", lastError: calendarWriteMessage("writeRefused", readOnly.name) });
    // The calendar's owner gets write access back (owner-only rights); the next session's write works.
    await radicale.stop();
    radicale = await startRadicale({ users: [{ username: USER, password: PASSWORD }], port: radicale.port, dir: radicale.dir });
    const later = await s.confirmed(120);
    await runJobs();
    expect(await connection()).toMatchObject({ status: "ok", lastError: null, nextAttemptAt: null });
    expect((await eventsIn(readOnly.url)).filter((o) => o.data.includes(`UID:${later.id}@`))).toHaveLength(1);
  });

  it("names a write calendar deleted on the server", async () => {
    expect(await connection()).toMatchObject({ status: "ok" });
    const deleted = await (await davClient()).deleteObject({ url: readOnly.url });
    expect(deleted.ok).toBe(true);
    await s.confirmed(144);
    await runJobs();
    expect(await connection()).toMatchObject({ status: "retrying", lastError: calendarWriteMessage("writeGone", readOnly.name) });
  });
});
