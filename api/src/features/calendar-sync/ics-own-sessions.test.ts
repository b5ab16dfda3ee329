import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { calendarBusyTimesSchema, calendarConnectionSchema, calendarSyncOverviewSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

/**
 * An ICS subscription that holds Kora's own sessions (the person's own Kora feed, served back through a
 * real HTTP server on 127.0.0.1 with an event of another app added): the sessions never count as busy
 * twice, the other event does. Fixed clock; nothing reads today's date.
 */

const FOREIGN = [
  "BEGIN:VEVENT",
  "UID:dentist@other.example",
  "DTSTAMP:20270201T000000Z",
  "DTSTART:20270310T100000Z",
  "DTEND:20270310T110000Z",
  "SUMMARY:Dentist",
  "END:VEVENT",
].join("\r\n");

let t: TestApp;
/** The feed path the local server reads back from the app. */
let feedPath = "";
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const feed = await (await t.call("GET", feedPath)).text();
      const body = req.url === "/with-dentist.ics" ? feed.replace("END:VCALENDAR", `${FOREIGN}\r\nEND:VCALENDAR`) : feed;
      res.writeHead(200, { "content-type": "text/calendar" }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  t = await createTestApp();
  t.clock.now = new Date("2027-03-01T09:00:00Z");
});
afterEach(() => t.close());

const runJobs = async () => {
  while ((await t.services.jobs.runDue()) > 0);
};

describe("an ICS subscription holding Kora's own sessions", () => {
  it("skips the sessions (their stable UID) and keeps every other event busy", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const session = await s.confirmed(72);
    const overview = async () =>
      dataOf(await t.call("GET", "/api/me/calendar-connections", { cookie: s.advisor.cookie }), calendarSyncOverviewSchema);
    feedPath = new URL((await overview()).feed.url).pathname;
    expect(await (await t.call("GET", feedPath)).text()).toContain(`UID:${session.id}@`);

    const own = await dataOf(
      await t.call("POST", "/api/me/calendar-connections/ics", {
        cookie: s.advisor.cookie,
        body: { url: `${base}/feed.ics`, label: "Kora" },
      }),
      calendarConnectionSchema,
    );
    const mixed = await dataOf(
      await t.call("POST", "/api/me/calendar-connections/ics", {
        cookie: s.advisor.cookie,
        body: { url: `${base}/with-dentist.ics`, label: "Mixed" },
      }),
      calendarConnectionSchema,
    );
    await runJobs();
    const connections = (await overview()).connections;
    expect(connections.find((c) => c.id === own.id)).toMatchObject({ status: "ok", busyCount: 0 });
    expect(connections.find((c) => c.id === mixed.id)).toMatchObject({ status: "ok", busyCount: 1 });
    const busy = await dataOf(
      await t.call("GET", "/api/me/calendar-busy-times?from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z", { cookie: s.advisor.cookie }),
      calendarBusyTimesSchema,
    );
    expect(busy.busy).toEqual([{ startsAt: "2027-03-10T10:00:00.000Z", endsAt: "2027-03-10T11:00:00.000Z", connectionId: mixed.id }]);
  });
});
