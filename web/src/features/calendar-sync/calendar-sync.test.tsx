import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CALENDAR_SYNC_MESSAGES, type CalendarConnection, type CalendarSyncOverview } from "@kora/shared/contracts/calendar-sync.ts";
import { CaldavForm, IcsForm } from "./connect-forms.tsx";
import { choiceOf, ConnectionCard } from "./connection-card.tsx";
import { FeedPanel } from "./feed-panel.tsx";
import { SyncAlertText } from "./sync-alert-banner.tsx";
import { pollWhileSyncing } from "./sync-settings-page.tsx";

/** Fixed instants: Wednesday 18 March 2026, 13:50 UTC, read in London. */
const NOW = Date.parse("2026-03-18T13:50:00Z");
const ZONE = "Europe/London";
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/<!-- -->/g, "");

const fastmail: CalendarConnection = {
  id: "c1",
  kind: "caldav",
  label: "caldav.fastmail.com",
  address: "https://caldav.fastmail.com",
  username: "ada@fastmail.com",
  calendars: [
    { url: "https://caldav.fastmail.com/dav/calendars/user/ada/work/", name: "Work", color: "#3a87ad", busy: true, write: true },
    { url: "https://caldav.fastmail.com/dav/calendars/user/ada/home/", name: "Home", color: null, busy: false, write: false },
  ],
  status: "ok",
  lastSyncedAt: "2026-03-18T13:47:00.000Z",
  lastError: null,
  nextAttemptAt: null,
  busyCount: 12,
  stale: false,
};
const ics: CalendarConnection = {
  ...fastmail,
  id: "c2",
  kind: "ics",
  label: "Team rota",
  address: "https://calendar.example.com/…/basic.ics",
  username: null,
  calendars: [],
};

const card = (connection: CalendarConnection) =>
  decode(renderToStaticMarkup(<ConnectionCard connection={connection} now={NOW} timeZone={ZONE} />));

describe("a connection card", () => {
  it("shows a healthy CalDAV account: label, address, status, calendars with busy boxes and the write calendar", () => {
    const html = card(fastmail);
    expect(html).toContain("caldav.fastmail.com</h3>");
    expect(html).toContain("CalDAV · <span>https://caldav.fastmail.com</span> · ada@fastmail.com");
    expect(html).toContain('data-status="ok"');
    expect(html).toContain("Synced 3 minutes ago.");
    expect(html).toContain("12 busy times in the next 7 months.");
    expect(html).toMatch(/<input type="checkbox" aria-label="Work counts as busy" checked=""/);
    expect(html).toMatch(/<input type="checkbox" aria-label="Home counts as busy"\/>/);
    expect(html).toContain("Write my Kora sessions into");
    expect(html).toMatch(/<option value="https:\/\/caldav.fastmail.com\/dav\/calendars\/user\/ada\/work\/" selected="">Work<\/option>/);
    expect(html).toContain(">Sync now<");
    expect(html).toContain(">Disconnect<");
  });

  it("says in plain words why a failing connection is not syncing and when it is tried again", () => {
    const html = card({
      ...fastmail,
      status: "failing",
      lastError: CALENDAR_SYNC_MESSAGES.badLogin,
      nextAttemptAt: "2026-03-18T14:50:00.000Z",
      lastSyncedAt: "2026-03-17T09:00:00.000Z",
      stale: true,
    });
    expect(html).toContain('data-status="failing"');
    expect(html).toContain(
      "Not syncing — The server refused the user name or app password. Next try at 2:50 pm. Kora still uses the busy times it last read. Last synced yesterday at 9:00 am.",
    );
    expect(html).not.toContain("busy times in the next 7 months");
    expect(html).toContain("disconnect this account and connect it again with a new app password.");
  });

  it("shows a retrying connection's error and next try", () => {
    const html = card({
      ...ics,
      status: "retrying",
      lastError: CALENDAR_SYNC_MESSAGES.unreachable,
      nextAttemptAt: "2026-03-18T14:05:00.000Z",
    });
    expect(html).toContain("Retrying — The calendar server couldn't be reached. Next try at 2:05 pm. Last synced 3 minutes ago.");
  });

  it("gives an ICS subscription no calendar choices, and disables Sync now while syncing", () => {
    const html = card({ ...ics, status: "syncing", lastSyncedAt: null });
    expect(html).toContain("ICS subscription · <span>https://calendar.example.com/…/basic.ics</span>");
    expect(html).not.toContain("Counts as busy");
    expect(html).not.toContain("Write my Kora sessions into");
    expect(html).toContain("Syncing for the first time…");
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled="">Sync now<\/button>/);
  });

  it("sends the API's current choice back as the PATCH body takes it", () => {
    expect(choiceOf(fastmail)).toEqual({ busyCalendars: [fastmail.calendars[0]!.url], writeCalendar: fastmail.calendars[0]!.url });
    expect(
      choiceOf({ ...fastmail, calendars: fastmail.calendars.map((calendar) => ({ ...calendar, write: false })) }).writeCalendar,
    ).toBeNull();
  });
});

describe("the connect forms", () => {
  it("hint the well-known CalDAV servers and say what an app password is", () => {
    const html = decode(renderToStaticMarkup(<CaldavForm />));
    for (const url of ["https://caldav.icloud.com", "https://caldav.fastmail.com", "https://<your-server>/remote.php/dav"])
      expect(html).toContain(url);
    expect(html).toContain("An app password is a password your calendar service makes for one app");
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toContain(">Connect calendar<");
  });

  it("ask the ICS form for an address and an optional name", () => {
    const html = decode(renderToStaticMarkup(<IcsForm />));
    expect(html).toContain("ICS address");
    expect(html).toContain("Name (optional)");
    expect(html).toContain(">Subscribe<");
  });
});

describe("the feed panel", () => {
  it("shows the private address read-only with Copy, the line about keeping it private, and Make a new address", () => {
    const html = decode(renderToStaticMarkup(<FeedPanel feed={{ url: "https://kora.example/api/calendar-feed/s3cr3t.ics" }} />));
    expect(html).toMatch(/<input id="feed-url"[^>]*readOnly=""[^>]*value="https:\/\/kora.example\/api\/calendar-feed\/s3cr3t.ics"/);
    expect(html).toContain("Add this address to any calendar app to see your Kora sessions. Keep it private.");
    expect(html).toContain(">Copy<");
    expect(html).toContain(">Make a new address<");
  });
});

describe("the working-hours banner", () => {
  const banner = (failing: number) =>
    decode(
      renderToStaticMarkup(
        <MemoryRouter>
          <SyncAlertText failing={failing} />
        </MemoryRouter>,
      ),
    );
  it("is there only while a connection is failing, and links to sync settings", () => {
    expect(banner(0)).toBe("");
    const one = banner(1);
    expect(one).toContain('role="alert"');
    expect(one).toContain("Kora can't reach one of your calendars, so some busy times may be missing.");
    expect(one).toContain('<a href="/my-kora/my-calendar/sync-settings"');
    expect(one).toContain("Fix it in sync settings");
    expect(banner(2)).toContain("Kora can't reach 2 of your calendars");
  });
});

describe("polling", () => {
  it("reads the overview again every 2 s only while a connection is syncing or waits for its first sync, or just after asking", () => {
    const overview = (status: CalendarConnection["status"]): CalendarSyncOverview => ({
      connections: [{ ...fastmail, status }],
      feed: { url: "https://kora.example/api/calendar-feed/x.ics" },
      failing: 0,
    });
    expect(pollWhileSyncing(overview("syncing"))).toBe(2_000);
    expect(pollWhileSyncing(overview("ok"))).toBe(false);
    expect(pollWhileSyncing({ ...overview("ok"), connections: [{ ...fastmail, lastSyncedAt: null }] })).toBe(2_000);
    expect(pollWhileSyncing(overview("retrying"))).toBe(false);
    expect(pollWhileSyncing(overview("retrying"), true)).toBe(2_000);
    expect(pollWhileSyncing(undefined)).toBe(false);
  });
});
