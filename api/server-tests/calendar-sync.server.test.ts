import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarBusyTimesSchema, calendarSyncOverviewSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { type RunningRadicale, startRadicale } from "../../scripts/radicale/radicale.ts";
import { dentistIcs, loggedInDavClient, makeCalendarWithEvent } from "../src/test/caldav-fixtures.ts";
import { dataOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Calendar sync in the running app (core §7): the real Deno server (tsdav, the SSRF guard on
 * node:http, the in-process job queue) against a real Radicale on loopback, which embedded mode
 * allows. The server's clock starts at a fixed instant (KORA_CLOCK_START); the event is placed after it.
 */

const USER = "server-ada";
const PASSWORD = "server-app-password";
const EVENT = dentistIcs("server-one@test");

let radicale: RunningRadicale;
let server: RunningServer;
beforeAll(async () => {
  radicale = await startRadicale({ users: [{ username: USER, password: PASSWORD }] });
  const dav = await loggedInDavClient(radicale.url, USER, PASSWORD);
  await makeCalendarWithEvent(dav, { slug: "personal", displayname: "Personal" }, { filename: "dentist.ics", ics: EVENT });
  server = await startServer({ KORA_CLOCK_START: "2027-03-01T09:00:00Z" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await radicale?.dispose();
});

describe("the real Deno server: calendar sync", () => {
  it("connects a CalDAV account, syncs it in the background and serves its busy times", async () => {
    const client = new Client(server.url);
    await client.signUp("calendar.person@example.com", "Cal", "Person");
    const connected = await client.call("POST", "/api/me/calendar-connections/caldav", {
      serverUrl: radicale.url,
      username: USER,
      password: PASSWORD,
    });
    expect(connected.status).toBe(201);
    let overview = await dataOf(await client.call("GET", "/api/me/calendar-connections"), calendarSyncOverviewSchema);
    for (let i = 0; i < 50 && overview.connections[0]?.status !== "ok"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      overview = await dataOf(await client.call("GET", "/api/me/calendar-connections"), calendarSyncOverviewSchema);
    }
    expect(overview.connections[0]).toMatchObject({ kind: "caldav", status: "ok", busyCount: 1, lastError: null });
    const busy = await dataOf(
      await client.call("GET", "/api/me/calendar-busy-times?from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z"),
      calendarBusyTimesSchema,
    );
    expect(busy.busy.map((b) => [b.startsAt, b.endsAt])).toEqual([["2027-03-02T10:00:00.000Z", "2027-03-02T11:30:00.000Z"]]);
  });
});
