import { describe, expect, it } from "vitest";
import { CALENDAR_SYNC_MESSAGES, type CalendarConnection } from "@kora/shared/contracts/calendar-sync.ts";
import { agoWords, busyCountWords, nextTryWords, statusWords } from "./sync-status.ts";

/** Fixed instants: Wednesday 18 March 2026, 13:50 UTC (Europe/London has not changed to summer time yet). */
const NOW = Date.parse("2026-03-18T13:50:00Z");
const ZONE = "Europe/London";
const at = (iso: string) => new Date(iso).toISOString();

const connection = (overrides: Partial<CalendarConnection>): CalendarConnection => ({
  id: "c1",
  kind: "caldav",
  label: "caldav.fastmail.com",
  address: "https://caldav.fastmail.com",
  username: "ada@fastmail.com",
  calendars: [],
  status: "ok",
  lastSyncedAt: at("2026-03-18T13:47:00Z"),
  lastError: null,
  nextAttemptAt: null,
  busyCount: 4,
  stale: false,
  ...overrides,
});

describe("agoWords", () => {
  it.each([
    ["2026-03-18T13:49:30Z", "just now"],
    ["2026-03-18T13:49:00Z", "1 minute ago"],
    ["2026-03-18T13:47:00Z", "3 minutes ago"],
    ["2026-03-18T11:20:00Z", "2 hours ago"],
    ["2026-03-17T21:05:00Z", "yesterday at 9:05 pm"],
    ["2026-03-10T08:00:00Z", "on Tue 10 Mar at 8:00 am"],
  ])("%s reads %s", (iso, words) => {
    expect(agoWords(Date.parse(iso), NOW, ZONE)).toBe(words);
  });

  it("uses the person's zone for the day and the clock", () => {
    // 01:00 UTC is the same morning in London but noon the day before "now" (00:50 on the 19th) in Sydney.
    expect(agoWords(Date.parse("2026-03-18T01:00:00Z"), NOW, ZONE)).toBe("12 hours ago");
    expect(agoWords(Date.parse("2026-03-18T01:00:00Z"), NOW, "Australia/Sydney")).toBe("yesterday at 12:00 pm");
  });
});

describe("nextTryWords", () => {
  it("gives the clock today, the day too on another day, and 'any moment' once it is due", () => {
    expect(nextTryWords(Date.parse("2026-03-18T14:05:00Z"), NOW, ZONE)).toBe("Next try at 2:05 pm.");
    expect(nextTryWords(Date.parse("2026-03-19T00:10:00Z"), NOW, ZONE)).toBe("Next try on Thu 19 Mar at 12:10 am.");
    expect(nextTryWords(NOW - 1000, NOW, ZONE)).toBe("Next try any moment now.");
  });
});

describe("statusWords", () => {
  it("says when a healthy connection last synced", () => {
    expect(statusWords(connection({}), NOW, ZONE)).toEqual({ tone: "ok", title: "Synced", text: "Synced 3 minutes ago." });
  });

  it("warns when busy times are stale though the status is ok", () => {
    expect(statusWords(connection({ stale: true }), NOW, ZONE)).toMatchObject({
      tone: "warning",
      text: "Synced 3 minutes ago — these busy times may be out of date.",
    });
  });

  it("tells a first sync from a refresh", () => {
    expect(statusWords(connection({ status: "syncing", lastSyncedAt: null }), NOW, ZONE).text).toBe("Syncing for the first time…");
    expect(statusWords(connection({ status: "syncing" }), NOW, ZONE).text).toBe("Syncing now… Last synced 3 minutes ago.");
    expect(statusWords(connection({ lastSyncedAt: null }), NOW, ZONE).text).toBe("Waiting for the first sync.");
  });

  it("says what went wrong and when it is tried again while retrying", () => {
    const words = statusWords(
      connection({
        status: "retrying",
        lastError: CALENDAR_SYNC_MESSAGES.unreachable,
        nextAttemptAt: at("2026-03-18T14:05:00Z"),
        lastSyncedAt: at("2026-03-18T13:20:00Z"),
      }),
      NOW,
      ZONE,
    );
    expect(words).toEqual({
      tone: "warning",
      title: "Retrying",
      text: "Retrying — The calendar server couldn't be reached. Next try at 2:05 pm. Last synced 30 minutes ago.",
    });
  });

  it("says a flagged connection is not syncing, why, and that the last busy times are still used", () => {
    const words = statusWords(
      connection({
        status: "failing",
        lastError: CALENDAR_SYNC_MESSAGES.badLogin,
        nextAttemptAt: at("2026-03-18T14:50:00Z"),
        lastSyncedAt: at("2026-03-17T09:00:00Z"),
      }),
      NOW,
      ZONE,
    );
    expect(words.tone).toBe("error");
    expect(words.text).toBe(
      "Not syncing — The server refused the user name or app password. Next try at 2:50 pm. Kora still uses the busy times it last read. Last synced yesterday at 9:00 am.",
    );
  });

  it("reads sensibly with no error text, no next try and no sync ever", () => {
    expect(statusWords(connection({ status: "failing", lastError: null, lastSyncedAt: null }), NOW, ZONE).text).toBe(
      "Not syncing — The last sync didn't work. It hasn't synced yet.",
    );
  });
});

describe("busyCountWords", () => {
  it("counts busy times", () => {
    expect(busyCountWords(0)).toBe("No busy times in the next 7 months.");
    expect(busyCountWords(1)).toBe("1 busy time in the next 7 months.");
    expect(busyCountWords(12)).toBe("12 busy times in the next 7 months.");
  });
});
