import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CALENDAR_SYNC_MESSAGES,
  calendarBusyTimesSchema,
  calendarConnectionSchema,
  calendarSyncOverviewSchema,
} from "@kora/shared/contracts/calendar-sync.ts";
import { insertConnection } from "./calendar-sync.repository.ts";
import { connectCaldav, maskedAddress } from "./calendar-sync.service.ts";
import { dentistIcs } from "../../test/caldav-fixtures.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

/**
 * The connection routes without a CalDAV server (Radicale's are in calendar-sync.radicale.test.ts): an
 * ICS subscription served by a real HTTP server on 127.0.0.1, choices, refresh, disconnect, queries.
 */

const ICS = dentistIcs("one@test");
const SECRET_PATH = "/private-5f2c9a71d0e4/basic.ics";

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === SECRET_PATH) return res.writeHead(200, { "content-type": "text/calendar" }).end(ICS);
    if (req.url === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<html>hello</html>");
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  t.clock.now = new Date("2027-03-01T09:00:00Z");
  cookie = await t.signIn("ada@example.com", { firstName: "Ada", lastName: "Lovelace" });
});
afterEach(() => t.close());

const runJobs = async () => {
  while ((await t.services.jobs.runDue()) > 0);
};
const overview = async () => dataOf(await t.call("GET", "/api/me/calendar-connections", { cookie }), calendarSyncOverviewSchema);

describe("calendar connection routes", () => {
  it("subscribes to an ICS address once it reads as a calendar, masks its secret part, and syncs it", async () => {
    const response = await t.call("POST", "/api/me/calendar-connections/ics", {
      cookie,
      body: { url: `${base}${SECRET_PATH}`, label: "Home" },
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain("private-5f2c9a71d0e4");
    const created = calendarConnectionSchema.parse(JSON.parse(text).data);
    expect(created).toMatchObject({
      kind: "ics",
      label: "Home",
      address: `${base}/…/basic.ics`,
      username: null,
      calendars: [],
      status: "syncing",
    });
    await runJobs();
    const after = await overview();
    expect(after.connections[0]).toMatchObject({ status: "ok", busyCount: 1, stale: false });
    expect(after.failing).toBe(0);
    expect(after.feed.url).toMatch(/\/api\/calendar-feed\/[^/]+\.ics$/);
    const busy = await dataOf(
      await t.call("GET", "/api/me/calendar-busy-times?from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z", { cookie }),
      calendarBusyTimesSchema,
    );
    expect(busy).toEqual({
      busy: [{ startsAt: "2027-03-02T10:00:00.000Z", endsAt: "2027-03-02T11:30:00.000Z", connectionId: created.id }],
      stale: false,
    });
  });

  it("clears cached slot lists when a sync or a disconnect changes busy times; a refresh starts no second schedule", async () => {
    const created = await dataOf(
      await t.call("POST", "/api/me/calendar-connections/ics", { cookie, body: { url: `${base}${SECRET_PATH}` } }),
      calendarConnectionSchema,
    );
    t.services.slotsCache.set("probe", new TextEncoder().encode("[]"));
    await runJobs();
    expect(t.services.slotsCache.get("probe")).toBeUndefined();
    const syncJobs = () =>
      t.services.db
        .selectFrom("jobs")
        .select(["run_at_ms", "status"])
        .where("kind", "=", "calendar.sync")
        .where("status", "=", "queued")
        .execute();
    expect(await syncJobs()).toHaveLength(1);
    // A refresh a minute later: its sync schedules the next one; the old schedule's run finds itself superseded.
    t.clock.advance(60_000);
    expect((await t.call("POST", `/api/me/calendar-connections/${created.id}/refresh`, { cookie })).status).toBe(202);
    await runJobs();
    // Minute by minute, so the two schedules (if there were two) would not land on one instant.
    for (let minute = 0; minute < 45; minute++) {
      t.clock.advance(60_000);
      await runJobs();
    }
    expect(await syncJobs()).toHaveLength(1);
    t.services.slotsCache.set("probe", new TextEncoder().encode("[]"));
    expect((await t.call("DELETE", `/api/me/calendar-connections/${created.id}`, { cookie })).status).toBe(204);
    expect(t.services.slotsCache.get("probe")).toBeUndefined();
  });

  it("refuses an address that isn't a calendar, or isn't there, under the url field", async () => {
    const page = await t.call("POST", "/api/me/calendar-connections/ics", { cookie, body: { url: `${base}/page.html` } });
    expect(page.status).toBe(422);
    expect((await errorOf(page)).fields).toEqual({ url: [CALENDAR_SYNC_MESSAGES.notCalendar] });
    const bad = await t.call("POST", "/api/me/calendar-connections/ics", { cookie, body: { url: "ftp://example.com/x.ics" } });
    expect(bad.status).toBe(422);
    expect((await overview()).connections).toEqual([]);
  });

  it("outside embedded mode refuses a server on a loopback or private address", async () => {
    const user = await t.services.db.selectFrom("users").select("id").where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
    const production = { ...t.services, config: { ...t.services.config, mode: "production" as const } };
    for (const serverUrl of [`${base}/`, "http://10.0.0.8/dav/", "http://[::ffff:192.168.0.1]/"]) {
      const refused = await connectCaldav(production, user.id, { serverUrl, username: "ada", password: "x" }).catch((error) => error);
      expect(refused.fields).toEqual({ serverUrl: [CALENDAR_SYNC_MESSAGES.forbiddenAddress] });
    }
  });

  it("chooses calendars (only the account's own), refreshes, and disconnects with its busy times", async () => {
    const user = await t.services.db.selectFrom("users").select("id").where("email", "=", "ada@example.com").executeTakeFirstOrThrow();
    const id = crypto.randomUUID();
    const now = t.clock.now.getTime();
    const calendars = [
      { url: "https://dav.example/ada/work/", name: "Work", color: null, busy: true, write: true },
      { url: "https://dav.example/ada/home/", name: "Home", color: "#ff0000", busy: true, write: false },
    ];
    await insertConnection(t.services.db, {
      id,
      user_id: user.id,
      kind: "caldav",
      label: "dav.example",
      address: "https://dav.example/",
      username: "ada",
      secret: "v1.x.y",
      calendars: JSON.stringify(calendars),
      status: "ok",
      last_synced_at_ms: now,
      failures: 0,
      created_at_ms: now,
      updated_at_ms: now,
    });
    const chosen = await t.call("PATCH", `/api/me/calendar-connections/${id}`, {
      cookie,
      body: { busyCalendars: ["https://dav.example/ada/home/"], writeCalendar: null },
    });
    expect(chosen.status).toBe(200);
    expect((await dataOf(chosen, calendarConnectionSchema)).calendars.map((c) => [c.name, c.busy, c.write])).toEqual([
      ["Work", false, false],
      ["Home", true, false],
    ]);
    const foreign = await t.call("PATCH", `/api/me/calendar-connections/${id}`, {
      cookie,
      body: { busyCalendars: ["https://evil.example/x/"], writeCalendar: null },
    });
    expect(foreign.status).toBe(422);
    expect((await errorOf(foreign)).fields).toHaveProperty("busyCalendars");
    const refreshed = await t.call("POST", `/api/me/calendar-connections/${id}/refresh`, { cookie });
    expect(refreshed.status).toBe(202);
    expect((await dataOf(refreshed, calendarConnectionSchema)).status).toBe("syncing");
    await t.services.db
      .insertInto("calendar_busy_periods")
      .values({ id: "b1", user_id: user.id, connection_id: id, start_ms: now + 3_600_000, end_ms: now + 7_200_000 })
      .execute();
    expect((await t.call("DELETE", `/api/me/calendar-connections/${id}`, { cookie })).status).toBe(204);
    expect((await overview()).connections).toEqual([]);
    const left = await t.services.db.selectFrom("calendar_busy_periods").select("id").where("connection_id", "=", id).execute();
    expect(left).toEqual([]);
    expect((await t.call("DELETE", `/api/me/calendar-connections/${id}`, { cookie })).status).toBe(404);
  });

  it("refuses a busy-times range that is backwards or not an instant", async () => {
    const backwards = await t.call("GET", "/api/me/calendar-busy-times?from=2027-03-02T00:00:00Z&to=2027-03-01T00:00:00Z", { cookie });
    expect(backwards.status).toBe(422);
    expect((await t.call("GET", "/api/me/calendar-busy-times?from=yesterday", { cookie })).status).toBe(422);
  });
});

describe("maskedAddress", () => {
  it.each([
    ["https://calendar.google.com/calendar/ical/abc%40group/private-0123456789/basic.ics", "https://calendar.google.com/…/basic.ics"],
    ["https://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5", "https://p01-caldav.icloud.com/…"],
    ["https://outlook.office365.com/owa/calendar/a@b.com/c0ffee/calendar.ics?token=zzz", "https://outlook.office365.com/…/calendar.ics"],
    ["https://example.com/", "https://example.com/"],
  ])("%s → %s", (url, masked) => expect(maskedAddress(url)).toBe(masked));
});
